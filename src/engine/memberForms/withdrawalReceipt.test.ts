import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { validateFiles } from '../validateFiles';
import { withdrawalReceiptForm } from './withdrawalReceipt';

const form = withdrawalReceiptForm((a) => `label ${a}`);
const names = (values: Record<string, string>) => form(values).fields.map((f) => f.name);

describe("a withdrawal's receipt form", () => {
  it("offers the answers wallet/withdrawalReceipt's schema lists, and takes no other", () => {
    const [receipt] = form({ receipt: 'received' }).fields;
    expect(receipt!.options).toEqual([
      { value: 'received', label: 'label received' },
      { value: 'partlyReceived', label: 'label partlyReceived' },
      { value: 'notReceived', label: 'label notReceived' },
    ]);
    expect(receipt!.required).toBe(true);
    expect(validateField(receipt!, 'lost')).toEqual({ key: 'member:receiptQuestion', params: {} });
  });

  it('asks what happened and for proof only when the money did not all arrive', () => {
    expect(names({})).toEqual(['receipt']);
    expect(names({ receipt: 'received' })).toEqual(['receipt']);
    expect(names({ receipt: 'partlyReceived' })).toEqual(['receipt', 'note', 'proofs']);
    expect(names({ receipt: 'notReceived' })).toEqual(['receipt', 'note', 'proofs']);
  });

  it("takes the note's length from the schema and needs at least one proof picture, within the limits", () => {
    const [, note, proofs] = form({ receipt: 'notReceived' }).fields;
    expect([note!.required, note!.maxLength]).toEqual([false, 140]);
    expect(validateField(note!, '')).toBeNull();
    expect(validateField(note!, 'x'.repeat(141))).toEqual({ key: 'member:receiptNote', params: {} });
    expect([proofs!.files, proofs!.required]).toEqual(['proofs', true]);
    expect(validateFiles(proofs!, [])).toEqual({ key: 'member:proofNeeded', params: {} });
    expect(validateFiles(proofs!, [{ type: 'image/png', size: 1000 }])).toBeNull();
    expect(validateFiles(proofs!, [{ type: 'image/gif', size: 1000 }])).toEqual({ key: 'member:proofType', params: { count: 3 } });
  });
});
