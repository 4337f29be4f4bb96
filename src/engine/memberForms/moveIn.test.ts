import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { moveInForm, moveInSuggestion } from './moveIn';

const form = moveInForm({ main: '300.00', money: (v) => `৳ ${v}` });
const amount = form.fields[0]!;

describe('the move-in offer of a game whose vendor keeps its own wallet', () => {
  it("asks for the amount only, with wallet/transfer's rule for it", () => {
    expect(form.fields.map((f) => [f.name, f.renderer, f.required])).toEqual([['amount', 'amount', true]]);
    expect(amount.hint).toEqual({ key: 'member:transferAvailable', params: { amount: '৳ 300.00' } });
  });

  it('refuses more than the main wallet holds, nothing, and a third decimal', () => {
    expect(validateField(amount, '300', {})).toBeNull();
    expect(validateField(amount, '300.01', {})).not.toBeNull();
    expect(validateField(amount, '0', {})).not.toBeNull();
    expect(validateField(amount, '1.001', {})).not.toBeNull();
  });

  it("offers the brand's amount, or all of the main wallet when it holds less", () => {
    expect(moveInSuggestion('500.00', '1250.00')).toBe('500.00');
    expect(moveInSuggestion('500.00', '300.00')).toBe('300.00');
  });
});
