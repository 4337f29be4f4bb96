import type { ErrorObject } from 'ajv';
import { brand as validateBrand, settingsTree as validateSettingsTree, registrationRules as validateRegistrationRules } from '../../src/generated/validators/config.js';
import type { BrandConfig, RegistrationRules, SettingsTree } from '../../src/generated/types';
import { limitsLocked } from '../../src/engine/playLimits';
import { checkRendererKeys } from '../../src/engine/checkRendererKeys';
import { passwordFloorBroken } from '../../src/engine/passwordFloor';
import { toMinorUnits } from '../../src/engine/money';
import { isSiteOrigin, siteOriginProblem } from '../../src/engine/siteOrigin';
import { reasonKey } from '../http/validatorCompiler';

/** What is wrong with a brand document: where (JSON pointer), why in words for a log, and the locale key of the why. */
export interface BrandProblem {
  pointer: string;
  text: string;
  reasonKey: string;
}

/** Ajv's first error as a pointer into the document and a reason a person can act on. */
export function describeAjvError(error: ErrorObject): { pointer: string; reason: string } {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return { pointer: `${error.instancePath}/${String(p.missingProperty)}`, reason: 'is required but missing' };
  if (error.keyword === 'additionalProperties') return { pointer: `${error.instancePath}/${String(p.additionalProperty)}`, reason: 'is not a known property' };
  if (error.keyword === 'enum') return { pointer: error.instancePath, reason: `must be one of ${JSON.stringify(p.allowedValues)}` };
  return { pointer: error.instancePath, reason: error.message ?? error.keyword };
}

type Validator = { (d: unknown): boolean; errors?: ErrorObject[] | null };

/** The first schema error of a document, its pointer under `prefix`. */
export function schemaProblem(validate: Validator, doc: unknown, prefix = ''): BrandProblem | null {
  if (validate(doc)) return null;
  const error = validate.errors![0]!;
  const { pointer, reason } = describeAjvError(error);
  return { pointer: prefix + pointer, text: reason, reasonKey: `errors:${reasonKey(error.keyword)}` };
}

/**
 * A brand config the engine would refuse: its schema, a default language it does not offer, a
 * renderer key no file provides. The start-up loader and every console publish ask the same.
 */
export function configProblem(config: unknown, prefix = ''): BrandProblem | null {
  // Before the schema, whose pattern would only say "not in the expected format": what an origin is.
  const origin = (config as { siteOrigin?: unknown } | null)?.siteOrigin;
  if (typeof origin === 'string' && !isSiteOrigin(origin)) return siteOriginRefusal(prefix, 'format');
  const bySchema = schemaProblem(validateBrand, config, prefix);
  if (bySchema) return bySchema;
  const c = config as BrandConfig;
  if (!c.supportLanguages.includes(c.defaultLang)) return { pointer: `${prefix}/defaultLang`, text: 'must be one of supportLanguages', reasonKey: 'errors:reason_language_not_offered' };
  if (siteOriginProblem(c.siteOrigin, c.domains)) return siteOriginRefusal(prefix, 'domain');
  const money = paymentsProblem(c, prefix);
  if (money) return money;
  const unknown = checkRendererKeys(c);
  if (unknown) {
    return { pointer: prefix + unknown.pointer, text: `names the ${unknown.slot} renderer "${unknown.key}", which no file under renderers/ provides`, reasonKey: 'errors:reason_unknown_renderer' };
  }
  return null;
}

/** A siteOrigin that is no origin, or whose host the brand does not serve (src/engine/siteOrigin.ts). */
function siteOriginRefusal(prefix: string, why: 'format' | 'domain'): BrandProblem {
  return why === 'format'
    ? {
        pointer: `${prefix}/siteOrigin`,
        text: 'must be an origin: http or https, a host and a port only when it is not the usual one; no user, path, query or fragment',
        reasonKey: 'errors:reason_site_origin',
      }
    : { pointer: `${prefix}/siteOrigin`, text: "names a host that is not one of the brand's domains", reasonKey: 'errors:reason_site_origin_domain' };
}

/** Limits a deposit or withdrawal form could not keep: a least above a most, two channels with one id, a quick amount outside the limits. */
function paymentsProblem(c: BrandConfig, prefix: string): BrandProblem | null {
  if (!c.payments) return null;
  const minor = (text: string) => toMinorUnits(text) ?? 0n;
  const at = `${prefix}/payments`;
  const aboveMax = (pointer: string): BrandProblem => ({ pointer, text: 'is above max', reasonKey: 'errors:reason_min_above_max' });
  const seen = new Set<string>();
  for (const [i, ch] of c.payments.deposit.channels.entries()) {
    const here = `${at}/deposit/channels/${i}`;
    if (seen.has(ch.id)) return { pointer: `${here}/id`, text: 'is the id of another channel', reasonKey: 'errors:reason_duplicate_id' };
    seen.add(ch.id);
    if (minor(ch.min) > minor(ch.max)) return aboveMax(`${here}/min`);
    if (minor(ch.max) > minor(ch.dailyLimit)) return { pointer: `${here}/dailyLimit`, text: 'is below max', reasonKey: 'errors:reason_min_above_max' };
    const outside = ch.quickAmounts.findIndex((q) => minor(q) < minor(ch.min) || minor(q) > minor(ch.max));
    if (outside >= 0) return { pointer: `${here}/quickAmounts/${outside}`, text: 'is outside min and max', reasonKey: 'errors:reason_quick_amount_outside' };
  }
  if (minor(c.payments.withdrawal.min) > minor(c.payments.withdrawal.max)) return aboveMax(`${at}/withdrawal/min`);
  const toDownline = c.payments.downlineTransfer;
  if (toDownline && minor(toDownline.min) > minor(toDownline.max)) return aboveMax(`${at}/downlineTransfer/min`);
  return null;
}

const compiles = (source: string) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

/** Registration rules the forms could not honour: a pattern kind that does not exist, a pattern that does not compile, a minimum above the maximum, a password rule under the floor. */
export function rulesProblem(rules: unknown, patternIds: readonly string[], prefix = ''): BrandProblem | null {
  const bySchema = schemaProblem(validateRegistrationRules, rules, prefix);
  if (bySchema) return bySchema;
  for (const [name, rule] of Object.entries(rules as RegistrationRules)) {
    const at = `${prefix}/${name}`;
    if (rule.patternId !== undefined && !patternIds.includes(rule.patternId))
      return { pointer: `${at}/patternId`, text: 'names no pattern kind of config/patterns.json', reasonKey: 'errors:reason_enum' };
    if (rule.acceptedPattern !== undefined && !compiles(rule.acceptedPattern))
      return { pointer: `${at}/acceptedPattern`, text: 'does not compile as a regular expression', reasonKey: 'errors:reason_format' };
    if (rule.minLength !== undefined && rule.maxLength !== undefined && rule.minLength > rule.maxLength) {
      return { pointer: `${at}/minLength`, text: 'is above maxLength', reasonKey: 'errors:reason_min_above_max' };
    }
    const underFloor = name === 'password' ? passwordFloorBroken(rule) : null;
    if (underFloor) return { pointer: `${at}/${underFloor}`, text: `narrows passwords below the floor (${underFloor})`, reasonKey: `errors:reason_password_floor_${floorReason[underFloor]}` };
  }
  return null;
}

/** Which message says why a password rule is under the floor, by the property that breaks it. */
const floorReason = { minLength: 'min', maxLength: 'max', patternId: 'pattern', acceptedPattern: 'pattern' } as const;

/** The whole of a brand as the database stores it, each part under its own pointer. */
export function brandProblem(doc: { config: unknown; settings: unknown; registerRules: unknown }, patternIds: readonly string[]): BrandProblem | null {
  return (
    configProblem(doc.config, '/config') ??
    schemaProblem(validateSettingsTree, doc.settings, '/settings') ??
    limitsLockProblem(doc.config as BrandConfig, doc.settings as SettingsTree) ??
    rulesProblem(doc.registerRules, patternIds, '/registerRules')
  );
}

/** Under an MGA or UKGC licence the players' limits (RG3) stay on (decision 0322): a tree that switches them off is refused. */
function limitsLockProblem(config: BrandConfig, settings: SettingsTree): BrandProblem | null {
  if (!limitsLocked(config.licences)) return null;
  const find = (nodes: SettingsTree, at: string): string | null => {
    for (const [i, n] of nodes.entries()) {
      if (n.modId === 'RG3' && n.enabled !== '1') return `${at}/${i}/enabled`;
      const below = n.childrenNodes ? find(n.childrenNodes, `${at}/${i}/childrenNodes`) : null;
      if (below) return below;
    }
    return null;
  };
  const pointer = find(settings, '/settings');
  return pointer ? { pointer, text: 'switches off RG3, which the brand’s licence keeps on', reasonKey: 'errors:reason_limits_locked' } : null;
}
