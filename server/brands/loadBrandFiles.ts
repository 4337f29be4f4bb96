import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorObject } from 'ajv';
import { brand as validateBrand, settingsTree as validateSettingsTree, registrationRules as validateRegistrationRules } from '../../src/generated/validators/config.js';
import type { BrandConfig, RegistrationRules, SettingsTree } from '../../src/generated/types';
import { configProblem, describeAjvError, schemaProblem } from './brandProblem';
import { passwordFloorBroken } from '../../src/engine/passwordFloor';
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

export { describeAjvError };

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

function check<T>(validate: { (d: unknown): boolean; errors?: ErrorObject[] | null }, doc: unknown, shown: string): T {
  const problem = schemaProblem(validate, doc);
  if (problem) throw new ConfigFileError(shown, problem.pointer, problem.text);
  return doc as T;
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
  const defaultRules = keepsPasswordFloor(check<RegistrationRules>(validateRegistrationRules, readJson(rulesFile, show(rulesFile)), show(rulesFile)), show(rulesFile), '');
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
    const problem = configProblem(config);
    if (problem) throw new ConfigFileError(file, problem.pointer, problem.text);
    if (`${config.id}.json` !== name) throw new ConfigFileError(file, '/id', `must match the file name (${name.slice(0, -5)})`);
    return {
      file,
      config,
      settings: config.settingsTree ?? defaultSettings,
      registerRules: config.registrationRules ? keepsPasswordFloor(config.registrationRules, file, '/registrationRules') : defaultRules,
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

/** A file's password rule under the platform's floor stops the start, as the console refuses one (src/engine/passwordFloor.ts). */
function keepsPasswordFloor(rules: RegistrationRules, file: string, at: string): RegistrationRules {
  const broken = rules.password ? passwordFloorBroken(rules.password) : null;
  if (broken) throw new ConfigFileError(file, `${at}/password/${broken}`, 'narrows passwords below the floor: at least 8 characters asked at most, 64 allowed, any characters');
  return rules;
}
