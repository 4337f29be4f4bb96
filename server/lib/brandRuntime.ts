import type { Brand } from '../brands/store';
import { compile } from '../../src/engine/compile';
import { whitelabelOf } from '../../src/engine/whitelabelOf';
import { visitorFacts } from '../../src/engine/visitorFacts';
import { registrationForms } from '../../src/engine/runtimeForms';
import type { FormModel, PatternKind, Runtime } from '../../src/engine/runtime';
import modules from '../../config/modules.json' with { type: 'json' };
import patterns from '../../config/patterns.json' with { type: 'json' };

const byBrand = new WeakMap<Brand, Runtime>();
const formsByBrand = new WeakMap<Brand, ReturnType<typeof registrationForms>>();

/**
 * The registration form of one tab exactly as the site draws it for a visitor: the same engine
 * code over the same brand documents, so a rule the form shows is the rule the server enforces.
 * Null when the brand does not offer that way of registering. A brand reloaded after an edit is a
 * new object, so the memo never outlives the documents it was made from.
 */
export function registrationModel(brand: Brand, tab: 'username' | 'mobile'): FormModel | null {
  let forms = formsByBrand.get(brand);
  if (!forms) {
    forms = registrationForms(brandRuntime(brand));
    formsByBrand.set(brand, forms);
  }
  return forms[tab];
}

/** The engine's runtime for a visitor of the brand, whose forms the server checks payloads by. */
export function brandRuntime(brand: Brand): Runtime {
  let runtime = byBrand.get(brand);
  if (!runtime) {
    runtime = compile({
      brand: whitelabelOf(brand.config),
      settings: brand.settings,
      rules: brand.registerRules,
      modules,
      patterns: (patterns as unknown as { patterns: Record<string, PatternKind> }).patterns,
      facts: visitorFacts(),
    });
    byBrand.set(brand, runtime);
  }
  return runtime;
}
