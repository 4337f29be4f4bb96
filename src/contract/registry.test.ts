import { describe, expect, it, vi } from 'vitest';
import { Registry } from './registry';

const Nothing = () => null;

describe('Registry', () => {
  it('throws when a key is registered twice for a slot', () => {
    const r = new Registry().register({ slot: 'sidebar', key: 'promotions', component: Nothing });
    expect(() => r.register({ slot: 'sidebar', key: 'promotions', component: Nothing })).toThrow(/"promotions" is registered twice for slot "sidebar"/);
    // The same key in another slot is another renderer.
    expect(() => r.register({ slot: 'screen', key: 'promotions', component: Nothing })).not.toThrow();
  });

  it('answers undefined for a key nobody registered, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const r = new Registry();
    expect(r.get('screen', 'casino')).toBeUndefined();
    expect(r.get('screen', 'casino')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
