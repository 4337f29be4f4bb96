import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorObject } from 'ajv';
import validateBrand from '../../src/generated/validators/config/brand.js';
import validateSettingsTree from '../../src/generated/validators/config/settingsTree.js';
import validateRegistrationRules from '../../src/generated/validators/config/registrationRules.js';
import type { BrandConfig, RegistrationRules, SettingsTree } from '../../src/generated/types';
import { checkRendererKeys } from '../../src/engine/checkRendererKeys';
import { layoutKeys, type CompleteBrandConfig, type LayoutKey } from '../../src/engine/whitelabelOf';

/** A config file that may not be served: which file, where in it (JSON pointer) and why. */
export class ConfigFileError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${file} ${pointer || '/'}: ${reason}`);
  }
}

/** A brand as its file describes it, with the default settings tree and rules filled in. */
export type { CompleteBrandConfig };

export interface BrandDocument {
  file: string;
  config: CompleteBrandConfig;
  settings: SettingsTree;
  registerRules: RegistrationRules;
}

/** Ajv's first error as a pointer into the document and a reason a person can act on. */
export function describeAjvError(error: ErrorObject): { pointer: string; reason: string } {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return { pointer: `${error.instancePath}/${String(p.missingProperty)}`, reason: 'is required but missing' };
  if (error.keyword === 'additionalProperties') return { pointer: `${error.instancePath}/${String(p.additionalProperty)}`, reason: 'is not a known property' };
  if (error.keyword === 'enum') return { pointer: error.instancePath, reason: `must be one of ${JSON.stringify(p.allowedValues)}` };
  return { pointer: error.instancePath, reason: error.message ?? error.keyword };
}

function readJson(file: string, shown: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigFileError(shown, '', `cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ConfigFileError(shown, '', `is not valid JSON (${(err as Error).message})`);
  }
}

function check<T>(validate: { (d: unknown): boolean; errors?: ErrorObject[] | null }, doc: unknown, shown: string, prefix = ''): T {
  if (validate(doc)) return doc as T;
  const { pointer, reason } = describeAjvError(validate.errors![0]!);
  throw new ConfigFileError(shown, prefix + pointer, reason);
}

/**
 * Reads and validates config/brands/*.json and the default settings tree and registration rules.
 * Throws ConfigFileError naming the file and the JSON pointer of the first problem, so a bad file
 * stops the server before it serves anything.
 */
export function loadBrandFiles(configDir: string, cwd = process.cwd()): BrandDocument[] {
  const show = (f: string) => relative(cwd, f) || f;
  const settingsFile = join(configDir, 'settings.default.json');
  const rulesFile = join(configDir, 'registration.default.json');
  const defaultSettings = check<SettingsTree>(validateSettingsTree, readJson(settingsFile, show(settingsFile)), show(settingsFile));
  const defaultRules = check<RegistrationRules>(validateRegistrationRules, readJson(rulesFile, show(rulesFile)), show(rulesFile));
  const layoutFile = join(configDir, 'layout.default.json');
  const layoutDoc = readJson(layoutFile, show(layoutFile)) as Record<string, unknown>;
  // The defaults are checked the way a brand file is: as the parts of a brand config they are.
  const layout = Object.fromEntries(layoutKeys.map((k) => [k, layoutDoc[k]])) as Pick<CompleteBrandConfig, LayoutKey>;

  const dir = join(configDir, 'brands');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const brands = files.map((name): BrandDocument => {
    const file = show(join(dir, name));
    const own = check<BrandConfig>(validateBrand, readJson(join(dir, name), file), file);
    const config: CompleteBrandConfig = { ...layout, ...own };
    check<BrandConfig>(validateBrand, config, file);
    if (!config.supportLanguages.includes(config.defaultLang)) throw new ConfigFileError(file, '/defaultLang', 'must be one of supportLanguages');
    const unknown = checkRendererKeys(config);
    if (unknown) throw new ConfigFileError(file, unknown.pointer, `names the ${unknown.slot} renderer "${unknown.key}", which no file under renderers/ provides`);
    if (`${config.id}.json` !== name) throw new ConfigFileError(file, '/id', `must match the file name (${name.slice(0, -5)})`);
    return {
      file,
      config,
      settings: config.settingsTree ?? defaultSettings,
      registerRules: config.registrationRules ?? defaultRules,
    };
  });

  if (brands.length === 0) throw new ConfigFileError(show(dir), '', 'holds no brand file');
  const defaults = brands.filter((b) => b.config.default);
  if (defaults.length !== 1) {
    throw new ConfigFileError(defaults[1]?.file ?? brands[0]!.file, '/default', `exactly one brand must be the default (found ${defaults.length})`);
  }
  const seen = new Map<string, string>();
  for (const b of brands) {
    b.config.domains.forEach((d, i) => {
      const other = seen.get(d);
      if (other) throw new ConfigFileError(b.file, `/domains/${i}`, `${d} is already listed by ${other}`);
      seen.set(d, b.file);
    });
  }
  return brands;
}
