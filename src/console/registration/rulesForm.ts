import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { RegistrationRule, RegistrationRules } from '../../generated/types';
import type { PatternKind } from '../../engine/runtime';
import { ruleField } from '../../engine/ruleField';
import { PASSWORD_LENGTHS } from '../../engine/passwordFloor';
import rulesSchema from '../../../schemas/config/registrationRules.schema.json';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Every field a brand may ask for at registration, in the schema's order. */
export const ruleNames = rulesSchema.propertyNames.enum as readonly string[];

/**
 * The fields the editor offers. The password confirmation follows the password and reads no rule
 * of its own (registrationForm), so an editor for it would change nothing a player meets.
 */
export const editableNames = ruleNames.filter((n) => n !== 'confirmPassword');

/** Fields every registration asks for (SPEC §5): their rule sets the checks, not whether they are asked. */
const alwaysAsked = new Set(['username', 'password']);

/** The rule definition with the schema's descriptions left out: they are for people reading the file, and in English. */
const ruleProperties = Object.fromEntries(
  Object.entries(rulesSchema.definitions.RegistrationRule.properties).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).filter(([p]) => p !== 'description'))]),
);

const ruleDefinition = rulesSchema.definitions.RegistrationRule;
const off: RegistrationRule = { enabled: false, required: false };

/**
 * The editing form's schema, made from schemas/config/registrationRules.schema.json: one object per
 * field name (the schema keys them by name, which a form cannot list), each the schema's own rule
 * definition, the pattern kind offered as the choices of config/patterns.json, each named by the
 * message a player would read for it with this rule's lengths.
 */
export function rulesFormSchema(rules: RegistrationRules, patterns: Record<string, PatternKind>, t: Translate): RJSFSchema {
  const ruleSchema = (name: string): RJSFSchema =>
    ({
      ...ruleDefinition,
      properties: {
        ...ruleProperties,
        // The floor a password rule keeps (passwordFloor.ts), shown as the form's own bounds.
        ...(name === 'password' ? { minLength: { ...ruleProperties.minLength, minimum: PASSWORD_LENGTHS.min }, maxLength: { ...ruleProperties.maxLength, minimum: PASSWORD_LENGTHS.max } } : {}),
        patternId: {
          type: 'string',
          oneOf: Object.keys(patterns).map((id) => {
            const { message } = ruleField(name, true, { ...(rules[name] ?? off), patternId: id }, patterns);
            return { const: id, title: t(message.key, message.params) };
          }),
        },
      },
    }) as RJSFSchema;
  return { type: 'object', properties: Object.fromEntries(editableNames.map((n) => [n, ruleSchema(n)])) };
}

/** Labels and help for the form, in the console's language. */
export function rulesFormUi(t: Translate): UiSchema {
  const minLength = { 'ui:title': t('consoleForms:rule_minLength'), 'ui:widget': 'updown' };
  const maxLength = { 'ui:title': t('consoleForms:rule_maxLength'), 'ui:widget': 'updown' };
  const rule: UiSchema = {
    'ui:order': ['enabled', 'required', 'patternId', 'minLength', 'maxLength', 'acceptedPattern'],
    enabled: { 'ui:title': t('consoleForms:rule_enabled') },
    required: { 'ui:title': t('consoleForms:rule_required') },
    patternId: { 'ui:title': t('consoleForms:rule_patternId'), 'ui:placeholder': t('consoleForms:rule_noPattern') },
    minLength,
    maxLength,
    acceptedPattern: { 'ui:title': t('consoleForms:rule_acceptedPattern'), 'ui:description': t('consoleForms:rule_acceptedPattern_help') },
  };
  return {
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(
      editableNames.map((n) => [
        n,
        {
          ...rule,
          'ui:title': t(`consoleForms:field_${n}`),
          ...(alwaysAsked.has(n) ? { 'ui:description': t('consoleForms:alwaysAsked'), enabled: { 'ui:widget': 'hidden' }, required: { 'ui:widget': 'hidden' } } : {}),
          // The code comes with the number: its switch is the number's and the SMS module's.
          ...(n === 'verificationCode' ? { 'ui:description': t('consoleForms:rule_verificationCode_help'), enabled: { 'ui:widget': 'hidden' }, required: { 'ui:widget': 'hidden' } } : {}),
          // A password takes any characters: no pattern is offered, only lengths from the floor up.
          ...(n === 'password' ? { 'ui:description': t('consoleForms:rule_password_help'), patternId: { 'ui:widget': 'hidden' }, acceptedPattern: { 'ui:widget': 'hidden' } } : {}),
          // A mobile number is checked by its country's plan: a pattern would do nothing, so none is offered.
          ...(n === 'mobileNum'
            ? {
                'ui:description': t('consoleForms:rule_mobileNum_help'),
                enabled: { 'ui:title': t('consoleForms:rule_mobileNum_enabled') },
                minLength: { ...minLength, 'ui:title': t('consoleForms:rule_minDigits'), 'ui:description': t('consoleForms:rule_mobileDigits_help') },
                maxLength: { ...maxLength, 'ui:title': t('consoleForms:rule_maxDigits') },
                patternId: { 'ui:widget': 'hidden' },
                acceptedPattern: { 'ui:widget': 'hidden' },
              }
            : {}),
        },
      ]),
    ),
  };
}

/** The rules as the form edits them: every field present, a field the brand does not ask for shown off. */
export function toFormData(rules: RegistrationRules): RegistrationRules {
  return Object.fromEntries(editableNames.map((n) => [n, rules[n] ?? off]));
}

const isOff = (rule: RegistrationRule) => !rule.enabled && !rule.required && Object.keys(rule).length === 2;

/**
 * The form's data as rules to store: values the operator cleared are left out (not stored as
 * empty), and a field that was not in the rules and is still plainly off stays out, so an edit
 * changes only what the operator changed.
 */
export function fromFormData(form: RegistrationRules, before: RegistrationRules): RegistrationRules {
  const rules: RegistrationRules = {};
  for (const n of ruleNames) {
    const value = editableNames.includes(n) ? form[n] : before[n];
    if (!value) continue;
    const rule = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as RegistrationRule;
    if (!(n in before) && isOff(rule)) continue;
    rules[n] = rule;
  }
  return rules;
}

/** Where a rule asks for more than it allows: the minimum's field, for each such rule. */
export function rulesAboveMaximum(rules: RegistrationRules): string[] {
  return ruleNames.filter((n) => {
    const r = rules[n];
    return r?.minLength !== undefined && r.maxLength !== undefined && r.minLength > r.maxLength;
  });
}
