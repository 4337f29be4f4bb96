import { describe, expect, it } from 'vitest';
import { buildRegistry } from './index';
import { rendererKeys, type Slot } from '../src/generated/rendererKeys';

describe('buildRegistry', () => {
  it('serves exactly the keys the generated list names, slot by slot, the centres once loaded', async () => {
    const registry = buildRegistry();
    expect(registry.keys('member')).toEqual([]);
    await Promise.all([registry.ready('member'), registry.ready('agent')]);
    for (const slot of Object.keys(rendererKeys) as Slot[]) expect(registry.keys(slot)).toEqual([...rendererKeys[slot]].sort());
  });
});
