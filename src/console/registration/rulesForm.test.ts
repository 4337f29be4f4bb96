import { describe, expect, it } from 'vitest';
import patternsFile from '../../../config/patterns.json';
import rules from '../../../config/registration.default.json';
import type { PatternKind } from '../../engine/runtime';
import type { RegistrationRules } from '../../generated/types';
import { fromFormData, rulesAboveMaximum, rulesFormSchema, ruleNames, toFormData } from './rulesForm';

const patterns = patternsFile.patterns as Record<string, PatternKind>;
const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;

describe('the registration rules form', () => {
  it('offers every field of the schema, each pattern kind named by the message players would read', () => {
    const schema = rulesFormSchema(rules, patterns, t);
    expect(Object.keys(schema.properties!)).toEqual(ruleNames.filter((n) => n !== 'confirmPassword'));
    const username = schema.properties!.username as { properties: { patternId: { oneOf: Array<{ const: string; title: string }> } } };
    expect(username.properties.patternId.oneOf).toContainEqual({ const: 'letterThenAlnum', title: 'validation:letterThenAlnum{"min":6,"max":16}' });
    expect(username.properties.patternId.oneOf).toHaveLength(Object.keys(patterns).length);
  });

  it('round-trips the rules and keeps out what the operator did not touch', () => {
    const form = toFormData(rules);
    expect(form.qqNum).toEqual({ enabled: false, required: false });
    expect(fromFormData(form, rules as RegistrationRules)).toEqual(rules);
  });

  it('stores a field switched on, and leaves out a cleared value', () => {
    const before = rules as RegistrationRules;
    const form = toFormData(before);
    form.qqNum = { enabled: true, required: false };
    form.mobileNum = { ...form.mobileNum!, minLength: undefined };
    const after = fromFormData(form, before);
    expect(after.qqNum).toEqual({ enabled: true, required: false });
    expect(after.mobileNum).not.toHaveProperty('minLength');
  });
});

describe('rulesAboveMaximum', () => {
  it('names the rules whose minimum is above their maximum', () => {
    expect(rulesAboveMaximum({ username: { enabled: true, required: true, minLength: 9, maxLength: 8 }, email: { enabled: true, required: false, minLength: 2, maxLength: 8 } })).toEqual(['username']);
  });
});
