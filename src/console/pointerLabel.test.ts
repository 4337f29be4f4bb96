import { describe, expect, it } from 'vitest';
import type { SettingsTree } from '../generated/types';
import { pointerLabel, valueLabel } from './pointerLabel';

const t = (key: string, o?: Record<string, unknown>) => (key.startsWith('part_') || key.includes(':') ? `[${key}]` : (o?.defaultValue as string | undefined) ?? key);

describe('pointerLabel', () => {
  it('names a registration rule by field and property', () => {
    expect(pointerLabel('/registerRules/mobileNum/minLength', t)).toBe('[part_registerRules] › [consoleForms:field_mobileNum] › [consoleForms:rule_minLength]');
  });
  it('counts list places from 1, names the brand form’s fields and reads escaped parts', () => {
    expect(pointerLabel('/config/domains/0', t)).toBe('[part_config] › [brandForm:domains] › #1');
    expect(pointerLabel('/config/a~1b', t)).toBe('[part_config] › [brandForm:a/b]');
  });
  it('names a module of the settings tree by its place, and its switch', () => {
    const settings: SettingsTree = [{ modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1' }, { modId: 'MOBILENUMREG3', enabled: '0' }] }];
    expect(pointerLabel('/settings/0/childrenNodes/1/enabled', t, settings)).toBe('[part_settings] › [modules:REG3] › [modules:MOBILENUMREG3] › moduleSwitch');
    // A place the tree does not have (a version from before a module was added) keeps its number.
    expect(pointerLabel('/settings/3/enabled', t, settings)).toBe('[part_settings] › #4 › moduleSwitch');
  });
});

describe('valueLabel', () => {
  it('shows absent, yes and no in words and cuts long values', () => {
    expect(valueLabel(undefined, t)).toBe('valueEmpty');
    expect(valueLabel(true, t)).toBe('valueYes');
    expect(valueLabel('x'.repeat(100, ), t)).toHaveLength(80);
    expect(valueLabel({ a: 1 }, t)).toBe('{"a":1}');
  });
  it('reads a module switch as on or off', () => {
    expect(valueLabel('1', t, '/settings/0/enabled')).toBe('valueOn');
    expect(valueLabel('0', t, '/settings/0/childrenNodes/2/enabled')).toBe('valueOff');
    expect(valueLabel('1', t, '/config/name')).toBe('1');
  });
});
