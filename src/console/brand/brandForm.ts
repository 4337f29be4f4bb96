import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import brandSchema from '../../../schemas/config/brand.schema.json';
import { contentBrandKeys } from '../../engine/footerKeys';

/** Lists of choices whose order players see. */
const orderedLists = new Set(['categories']);

type Translate = (key: string | string[], options?: Record<string, unknown>) => string;
type Schema = Record<string, unknown>;

/** The brand editor's sections, each a group of the brand config's top-level properties an operator thinks of together. */
export const brandSections = {
  identity: ['name', 'domains', 'siteOrigin', 'defaultLang', 'supportLanguages', 'currency', 'timeZone', 'countries', 'minAge', 'loginedToHomePage', 'customerService', 'feedback', 'analytics'],
  look: ['theme', 'logo', 'logoDark'],
  footer: contentBrandKeys,
  navigation: ['categories', 'vendorOrder', 'routes', 'sidebar', 'memberPages', 'agentPages'],
  payments: ['payments'],
  games: ['studio', 'lotteryVendors'],
  accounts: ['accounts'],
  advanced: ['merchant', 'platform', 'lotteryType', 'prizeModes', 'announcementTypes', 'region', 'routers', 'imageCDNs', 'launchGameCDNs'],
} as const;
export type BrandSection = keyof typeof brandSections;
export const sectionNames = Object.keys(brandSections) as BrandSection[];

/**
 * Where a display condition goes: any value, checked by the condition field and by the server.
 * Not `{}`, which rjsf draws as nothing at all.
 */
const conditionSlot = { $comment: 'condition.schema.json, edited by ConditionField' };

/**
 * A copy of a schema without its descriptions (they are for people reading the file, in English)
 * and with a display condition (`when`, a reference to condition.schema.json) taken as any value:
 * the condition field edits it, and the server checks it with the full schema.
 */
function forForm(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forForm);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema as Schema)) {
    if (k === 'description' || k === '$comment' || k === 'title') continue;
    if (k === 'properties') {
      out.properties = Object.fromEntries(Object.entries(v as Schema).map(([p, s]) => [p, p === 'when' ? conditionSlot : forForm(s)]));
    } else out[k] = forForm(v);
  }
  return out;
}

const definitions = forForm(brandSchema.definitions) as Schema;
const properties = brandSchema.properties as Record<string, unknown>;

/** One section's schema: the brand schema's own properties and definitions, the section's names only. */
export function sectionSchema(section: BrandSection): RJSFSchema {
  const names: readonly string[] = brandSections[section];
  return {
    type: 'object',
    definitions,
    required: brandSchema.required.filter((r) => names.includes(r)),
    properties: Object.fromEntries(names.map((n) => [n, forForm(properties[n])])),
  } as RJSFSchema;
}

/**
 * Labels and help in the console's language for every property of a schema, found by property
 * name (`brandForm:<name>`, help `brandForm:<name>_help`); colours get a colour picker, a display
 * condition has its own field.
 */
export function sectionUi(section: BrandSection, t: Translate): UiSchema {
  const resolve = (s: Schema): Schema => (typeof s.$ref === 'string' ? ((definitions[s.$ref.replace('#/definitions/', '')] as Schema) ?? s) : s);
  // A property is labelled by its name, or by `<parent>__<name>` where one name means two things
  // (a channel's name is not the brand's).
  const uiFor = (name: string, raw: Schema, depth: number, parent = ''): UiSchema => {
    const s = resolve(raw);
    const keys = (suffix = '') => [...(parent ? [`brandForm:${parent}__${name}${suffix}`] : []), `brandForm:${name}${suffix}`];
    const ui: UiSchema = { 'ui:title': t(keys(), { defaultValue: name }) };
    const help = t(keys('_help'), { defaultValue: '' });
    if (help) ui['ui:description'] = help;
    // A choice is shown by its words where the locales have them (`<name>_<value>`), else as it is stored.
    if (Array.isArray(s.enum) && s.type === 'string') ui['ui:enumNames'] = (s.enum as string[]).map((v) => t(`brandForm:${name}_${v}`, { defaultValue: v }));
    if (raw.$ref === '#/definitions/Color') ui['ui:widget'] = 'colour';
    // The condition field draws its own legend.
    if (name === 'when') Object.assign(ui, { 'ui:field': 'condition', 'ui:label': false });
    // The logos are uploaded, as a banner's picture is.
    if ((name === 'logo' || name === 'logoDark') && depth === 0) ui['ui:widget'] = 'image';
    if (depth > 6) return ui;
    if (s.type === 'object' && s.properties) {
      for (const [p, ps] of Object.entries(s.properties as Record<string, Schema>)) ui[p] = uiFor(p, ps, depth + 1, name);
    }
    if (s.type === 'array' && s.items && typeof s.items === 'object') {
      const item = resolve(s.items as Schema);
      // A set of choices is boxes to tick; a list whose order matters (categories, in menu order) or
      // any other list is entries to add, order and remove.
      if (Array.isArray(item.enum) && !orderedLists.has(name)) ui['ui:widget'] = 'checkboxes';
      else {
        // An entry's label is the list's name and its place ("Domains 2"), drawn small by the theme.
        ui.items = { ...uiFor(name, s.items as Schema, depth + 1, parent), 'ui:description': undefined, 'ui:label': false };
        ui['ui:options'] = { orderable: true };
      }
    }
    return ui;
  };
  const schema = sectionSchema(section);
  return Object.fromEntries(Object.entries(schema.properties as Record<string, Schema>).map(([n, s]) => [n, uiFor(n, s, 0)]));
}

/** The section's part of a brand config. */
export function pickSection(config: Record<string, unknown>, section: BrandSection): Record<string, unknown> {
  return Object.fromEntries(brandSections[section].filter((n) => config[n] !== undefined).map((n) => [n, config[n]]));
}
