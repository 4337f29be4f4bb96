import type { RegistrationRules } from '../generated/types';
import { required } from './loginForm';
import { ruleField } from './ruleField';
import type { FieldModel, FormModel, PatternKind } from './runtime';

/** The messengers an applicant may leave an id for, as the schema names them. */
export const MESSENGERS = ['telegram', 'whatsapp', 'zalo'] as const;
/** How many people the applicant expects to bring. */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '200+'] as const;
/** Where the applicant's players will come from. */
export const TRAFFIC_SOURCES = ['social', 'messaging', 'website', 'offline', 'other'] as const;
/** The longest note an application carries. */
export const NOTE_MAX_LENGTH = 500;

export interface AgentApplicationFormInput {
  rules: RegistrationRules;
  patterns: Record<string, PatternKind>;
  /** The brand's captcha is on (CAPTCHA3): the form ends with it. */
  captcha: boolean;
  /** An option's words as the visitor reads them (`messenger`, `teamSize`, `trafficSource`); the server passes none. */
  optionLabel?: (field: 'messenger' | 'teamSize' | 'trafficSource', value: string) => string;
}

const labelled = (key: string): FieldModel['label'] => ({ key: `screens:${key}`, params: {} });

/**
 * The agent application of /join (decision 0290), the same model for the form and the server: the
 * account name wanted and the mobile number by the brand's registration rules (the number by the
 * chosen country's plan), the real name, an optional e-mail by its rule, an optional messenger with
 * its id (required once a messenger is chosen), the team expected and where its players come from,
 * a note of at most 500 characters, and the captcha where the brand has one.
 */
export function agentApplicationForm(input: AgentApplicationFormInput, values: Record<string, string> = {}): FormModel {
  const label = input.optionLabel ?? ((_: string, v: string) => v);
  const options = (field: 'messenger' | 'teamSize' | 'trafficSource', list: readonly string[]) => list.map((value) => ({ value, label: label(field, value) }));
  const messengerChosen = (values.messenger ?? '').trim() !== '';
  const fields: FieldModel[] = [
    ruleField('username', true, input.rules.username, input.patterns),
    required('realName', 'text', { minLength: 2, maxLength: 64, autoComplete: 'name', label: labelled('applyRealName'), message: { key: 'validation:length', params: { min: 2, max: 64 } } }),
    ruleField('mobileNum', true, input.rules.mobileNum, input.patterns),
    ruleField('email', false, input.rules.email, input.patterns),
    {
      name: 'messenger',
      renderer: 'select',
      required: false,
      pattern: null,
      minLength: null,
      maxLength: null,
      label: labelled('applyMessenger'),
      message: { key: 'validation:required', params: {} },
      options: [{ value: '', label: label('messenger', '') }, ...options('messenger', MESSENGERS)],
    },
    {
      name: 'messengerId',
      renderer: 'text',
      required: messengerChosen,
      pattern: '^[A-Za-z0-9+._@-]+$',
      minLength: 3,
      maxLength: 64,
      label: labelled('applyMessengerId'),
      hint: labelled('applyMessengerIdHint'),
      message: { key: 'screens:applyMessengerIdInvalid', params: {} },
    },
    required('teamSize', 'select', { label: labelled('applyTeamSize'), options: [{ value: '', label: label('teamSize', '') }, ...options('teamSize', TEAM_SIZES)] }),
    required('trafficSource', 'select', { label: labelled('applyTrafficSource'), options: [{ value: '', label: label('trafficSource', '') }, ...options('trafficSource', TRAFFIC_SOURCES)] }),
    {
      name: 'note',
      renderer: 'note',
      required: false,
      pattern: null,
      minLength: null,
      maxLength: NOTE_MAX_LENGTH,
      label: labelled('applyNote'),
      hint: { key: 'screens:applyNoteHint', params: { max: NOTE_MAX_LENGTH } },
      message: { key: 'screens:applyNoteTooLong', params: { max: NOTE_MAX_LENGTH } },
    },
  ];
  if (input.captcha) fields.push(required('captcha', 'captcha'));
  return { fields };
}
