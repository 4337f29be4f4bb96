import { describe, expect, it } from 'vitest';
import defaultRules from '../../config/registration.default.json';
import patternsDoc from '../../config/patterns.json';
import type { Patterns } from '../generated/types';
import { agentApplicationForm, type AgentApplicationFormInput } from './agentApplicationForm';
import { validateField } from './validateField';

const patterns = (patternsDoc as unknown as Patterns).patterns;
const input = (extra: Partial<AgentApplicationFormInput> = {}): AgentApplicationFormInput => ({ rules: defaultRules, patterns, captcha: false, ...extra });
const field = (name: string, values: Record<string, string> = {}, i = input()) => agentApplicationForm(i, values).fields.find((f) => f.name === name)!;
const problem = (name: string, value: string, values: Record<string, string> = {}) => validateField(field(name, values), value, { ...values, [name]: value });

describe('agentApplicationForm', () => {
  it('asks for the name, real name, number, team and source; the rest is optional; the captcha where the brand has one', () => {
    const required = (i: AgentApplicationFormInput) =>
      agentApplicationForm(i)
        .fields.filter((f) => f.required)
        .map((f) => f.name);
    expect(required(input())).toEqual(['username', 'realName', 'mobileNum', 'teamSize', 'trafficSource']);
    expect(required(input({ captcha: true }))).toEqual(['username', 'realName', 'mobileNum', 'teamSize', 'trafficSource', 'captcha']);
  });

  it('asks for the messenger id once a messenger is chosen, in the shape ids have', () => {
    expect(problem('messengerId', '')).toBeNull();
    expect(problem('messengerId', '', { messenger: 'zalo' })).not.toBeNull();
    expect(problem('messengerId', '@rahim_bd', { messenger: 'telegram' })).toBeNull();
    expect(problem('messengerId', '+8801712345678', { messenger: 'whatsapp' })).toBeNull();
    expect(problem('messengerId', 'has space', { messenger: 'telegram' })).not.toBeNull();
  });

  it('takes only its own choices, and a note of at most 500 characters as a person counts them', () => {
    expect(problem('teamSize', '11-50')).toBeNull();
    expect(problem('teamSize', 'lots')).not.toBeNull();
    expect(problem('trafficSource', 'offline')).toBeNull();
    expect(problem('messenger', 'signal')).not.toBeNull();
    expect(problem('note', 'ন'.repeat(500))).toBeNull();
    expect(problem('note', 'ন'.repeat(501))).toEqual({ key: 'screens:applyNoteTooLong', params: { max: 500 } });
  });

  it('checks the number by the chosen country’s plan', () => {
    expect(problem('mobileNum', '01712345678', { countryDialingCode: '880' })).toBeNull();
    expect(problem('mobileNum', '12345', { countryDialingCode: '880' })).not.toBeNull();
  });

  it('labels each option by the words it is given', () => {
    const labelled = agentApplicationForm(input({ optionLabel: (f, v) => `${f}:${v}` }));
    expect(labelled.fields.find((f) => f.name === 'messenger')!.options!.map((o) => o.label)).toEqual(['messenger:', 'messenger:telegram', 'messenger:whatsapp', 'messenger:zalo']);
  });
});
