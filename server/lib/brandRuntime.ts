import type { Brand } from '../brands/store';
import { compile } from '../../src/engine/compile';
import { whitelabelOf } from '../../src/engine/whitelabelOf';
import { visitorFacts } from '../../src/engine/visitorFacts';
import { passwordChangeForms, recoveryForms, registrationForms } from '../../src/engine/runtimeForms';
import type { FormModel, PatternKind, Runtime } from '../../src/engine/runtime';
import modules from '../../config/modules.json' with { type: 'json' };
import patterns from '../../config/patterns.json' with { type: 'json' };

const byBrand = new WeakMap<Brand, Runtime>();

/** The forms the server checks bodies by, made once per brand object as the site makes them. */
interface BrandForms {
  registration: ReturnType<typeof registrationForms>;
  recovery: ReturnType<typeof recoveryForms>;
  passwordChange: FormModel | null;
}
const formsByBrand = new WeakMap<Brand, BrandForms>();

/**
 * The registration form of one tab exactly as the site draws it for a visitor: the same engine
 * code over the same brand documents, so a rule the form shows is the rule the server enforces.
 * Null when the brand does not offer that way of registering. A brand reloaded after an edit is a
 * new object, so the memo never outlives the documents it was made from.
 */
export function registrationModel(brand: Brand, tab: 'username' | 'mobile'): FormModel | null {
  return brandForms(brand).registration[tab];
}

/** Forgot password's forms (by phone, by e-mail, the mailed link's), as the site draws them. */
export const recoveryModels = (brand: Brand) => brandForms(brand).recovery;

/** The change-password form, as the site draws it; null when the brand offers no change. */
export const passwordChangeModel = (brand: Brand) => brandForms(brand).passwordChange;

function brandForms(brand: Brand): BrandForms {
  let forms = formsByBrand.get(brand);
  if (!forms) {
    const runtime = brandRuntime(brand);
    forms = { registration: registrationForms(runtime), recovery: recoveryForms(runtime), passwordChange: passwordChangeForms(runtime) };
    formsByBrand.set(brand, forms);
  }
  return forms;
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
