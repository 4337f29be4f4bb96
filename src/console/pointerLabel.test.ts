import { describe, expect, it } from 'vitest';
import { pointerLabel, valueLabel } from './pointerLabel';

const t = (key: string, o?: Record<string, unknown>) => (key.startsWith('part_') || key.includes(':') ? `[${key}]` : (o?.defaultValue as string | undefined) ?? key);

describe('pointerLabel', () => {
  it('names a registration rule by field and property', () => {
    expect(pointerLabel('/registerRules/mobileNum/minLength', t)).toBe('[part_registerRules] › [consoleForms:field_mobileNum] › [consoleForms:rule_minLength]');
  });
  it('counts list places from 1 and reads escaped parts', () => {
    expect(pointerLabel('/config/domains/0', t)).toBe('[part_config] › domains › #1');
    expect(pointerLabel('/config/a~1b', t)).toBe('[part_config] › a/b');
  });
});

describe('valueLabel', () => {
  it('shows absent, yes and no in words and cuts long values', () => {
    expect(valueLabel(undefined, t)).toBe('valueEmpty');
    expect(valueLabel(true, t)).toBe('valueYes');
    expect(valueLabel('x'.repeat(100, ), t)).toHaveLength(80);
    expect(valueLabel({ a: 1 }, t)).toBe('{"a":1}');
  });
});
