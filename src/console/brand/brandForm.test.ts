import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import Ajv from 'ajv';
import brandSchema from '../../../schemas/config/brand.schema.json';
import bd from '../../../config/brands/bd.json';
import { brandSections, pickSection, sectionNames, sectionSchema, sectionUi } from './brandForm';
import enLabels from '../../../locales/en/brandForm.json';

// i18next's t with a list of keys: the first the English locale has, shown as its key; help texts empty.
const has = (key: string) => Object.hasOwn(enLabels, key.replace(/^brandForm:/, ''));
const t = (keys: string | string[], o?: Record<string, unknown>) => {
  const list = [keys].flat();
  const key = list.find(has) ?? list.at(-1)!;
  return key.endsWith('_help') ? ((o?.defaultValue as string | undefined) ?? '') : `[${key}]`;
};

/** What a UI schema holds at `path`, one property name after another. */
const at = (ui: UiSchema, ...path: string[]): unknown => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], ui);

describe('the brand editor sections', () => {
  it('cover every property of the brand schema an operator edits, each once', () => {
    const all = sectionNames.flatMap((s) => [...brandSections[s]]);
    expect(new Set(all).size).toBe(all.length);
    const notEdited = Object.keys(brandSchema.properties).filter((p) => !all.includes(p as never));
    // The id and the default flag name the brand; the tree and the rules have pages of their own.
    expect(notEdited.sort()).toEqual(['$schema', 'default', 'id', 'registrationRules', 'settingsTree'].sort());
  });

  it('accept the seeded brand, section by section', () => {
    const ajv = new Ajv({ strict: false });
    for (const s of sectionNames) {
      const validate = ajv.compile(sectionSchema(s));
      expect(validate(pickSection(bd as Record<string, unknown>, s)), `${s}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('labels every property by name and gives colours a picker', () => {
    const ui = sectionUi('look', t);
    expect(at(ui, 'theme', 'ui:title')).toBe('[brandForm:theme]');
    expect(at(ui, 'theme', 'light', 'primary')).toMatchObject({ 'ui:title': '[brandForm:primary]', 'ui:widget': 'colour' });
    expect(at(sectionUi('navigation', t), 'routes', 'items', 'when', 'ui:field')).toBe('condition');
    // One name, two meanings: a deposit channel's name is labelled as the channel's, its kind by its words.
    const payments = sectionUi('payments', t);
    expect(at(payments, 'payments', 'deposit', 'channels', 'items', 'name', 'ui:title')).toBe('[brandForm:channels__name]');
    expect(at(payments, 'payments', 'deposit', 'channels', 'items', 'kind', 'ui:enumNames')).toEqual([
      '[brandForm:kind_sendMoney]',
      '[brandForm:kind_crypto]',
      '[brandForm:kind_bank]',
      '[brandForm:kind_upi]',
    ]);
  });

  it('edits the site address for links among the identity, labelled, and flags a bad one as it is typed', () => {
    const ui = sectionUi('identity', t);
    expect(at(ui, 'siteOrigin', 'ui:title')).toBe('[brandForm:siteOrigin]');
    const validate = new Ajv({ strict: false }).compile(sectionSchema('identity'));
    const identity = pickSection(bd, 'identity');
    expect(validate(identity)).toBe(true);
    for (const bad of ['http://localhost:1@evil.example', 'https://play.example.com/', 'https://play.example.com/x?y#z']) {
      expect(validate({ ...identity, siteOrigin: bad }), bad).toBe(false);
      expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/siteOrigin', keyword: 'pattern' }));
    }
    expect(validate({ ...identity, siteOrigin: undefined })).toBe(false);
  });

  it('labels the customer service desk’s hours and canned replies by their own names', () => {
    const ui = sectionUi('identity', t);
    expect(at(ui, 'customerService', 'hours', 'ui:title')).toBe('[brandForm:hours]');
    expect(at(ui, 'customerService', 'hours', 'from', 'ui:title')).toBe('[brandForm:hours__from]');
    expect(at(ui, 'customerService', 'hours', 'to', 'ui:title')).toBe('[brandForm:hours__to]');
    expect(at(ui, 'customerService', 'cannedReplies', 'ui:title')).toBe('[brandForm:cannedReplies]');
    expect(at(ui, 'customerService', 'cannedReplies', 'items')).toMatchObject({ 'ui:title': '[brandForm:cannedReplies]', 'ui:label': false });
    const validate = new Ajv({ strict: false }).compile(sectionSchema('identity'));
    const identity = pickSection(bd, 'identity');
    expect(validate({ ...identity, customerService: { hours: { from: '09:00', to: '01:30' }, cannedReplies: ['Hello, how can I help?'] } })).toBe(true);
    expect(validate({ ...identity, customerService: { hours: { from: '9:00', to: '21:00' } } })).toBe(false);
  });
});
