import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import brandSchema from '../../../schemas/config/brand.schema.json';
import bd from '../../../config/brands/bd.json';
import { brandSections, pickSection, sectionNames, sectionSchema, sectionUi } from './brandForm';

const t = (key: string, o?: Record<string, unknown>) => (key.endsWith('_help') ? String(o?.defaultValue ?? '') : `[${key}]`);

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
    expect(ui.theme['ui:title']).toBe('[brandForm:theme]');
    expect(ui.theme.light.primary).toMatchObject({ 'ui:title': '[brandForm:primary]', 'ui:widget': 'colour' });
    expect(sectionUi('navigation', t).routes.items.when['ui:field']).toBe('condition');
  });
});
