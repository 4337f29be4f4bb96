import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { projectRoot } from '../server/config';
import { describeAjvError, loadBrandFiles, type BrandDocument } from '../server/brands/loadBrandFiles';
import {
  bannerSlots as validateBannerSlots,
  brand as validateBrand,
  modules as validateModules,
  patterns as validatePatterns,
  settingsTree as validateSettingsTree,
  registrationRules as validateRegistrationRules,
} from '../src/generated/validators/config.js';

const configDir = join(projectRoot, 'config');
const readJson = (name: string): unknown => JSON.parse(readFileSync(join(configDir, name), 'utf8'));

type Validator = { (doc: unknown): boolean; errors?: ErrorObject[] | null };

/** '' when the document is valid, else where and why, as the server would refuse it. */
function problemOf(validate: Validator, doc: unknown): string {
  if (validate(doc)) return '';
  const { pointer, reason } = describeAjvError(validate.errors![0]!);
  return `${pointer || '/'}: ${reason}`;
}

/** Every modId of a settings tree, at any depth. */
function modIdsOf(tree: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes as { modId?: unknown; childrenNodes?: unknown }[]) {
      if (typeof n.modId === 'string') out.add(n.modId);
      walk(n.childrenNodes);
    }
  };
  walk(tree);
  return out;
}

const brandFiles = readdirSync(join(configDir, 'brands')).filter((f) => f.endsWith('.json')).sort();
let loaded: BrandDocument[] | Error;
try {
  loaded = loadBrandFiles(configDir, projectRoot);
} catch (err) {
  loaded = err as Error;
}

describe('config/brands', () => {
  it('load as the server loads them, layout defaults merged', () => {
    if (loaded instanceof Error) expect.fail(loaded.message);
    expect(loaded.map((b) => b.file).sort()).toEqual(brandFiles.map((f) => `config/brands/${f}`));
  });

  it.each(brandFiles)('%s validates against the brand schema, with its settings tree and registration rules', (name) => {
    if (loaded instanceof Error) expect.fail(loaded.message);
    const brand = loaded.find((b) => b.file === `config/brands/${name}`);
    expect(brand, `${name} was not loaded`).toBeDefined();
    expect(problemOf(validateBrand, brand!.config), `config/brands/${name} (after merging config/layout.default.json)`).toBe('');
    expect(problemOf(validateSettingsTree, brand!.settings), `config/brands/${name}: settings tree`).toBe('');
    expect(problemOf(validateRegistrationRules, brand!.registerRules), `config/brands/${name}: registration rules`).toBe('');
  });
});

describe('config defaults', () => {
  it('modules.json validates', () => {
    expect(problemOf(validateModules, readJson('modules.json')), 'config/modules.json').toBe('');
  });

  it('settings.default.json validates', () => {
    expect(problemOf(validateSettingsTree, readJson('settings.default.json')), 'config/settings.default.json').toBe('');
  });

  it('registration.default.json validates', () => {
    expect(problemOf(validateRegistrationRules, readJson('registration.default.json')), 'config/registration.default.json').toBe('');
  });

  it('bannerSlots.json validates', () => {
    expect(problemOf(validateBannerSlots, readJson('bannerSlots.json')), 'config/bannerSlots.json').toBe('');
  });

  const patternsFile = join(configDir, 'patterns.json');
  it.skipIf(!existsSync(patternsFile))('patterns.json validates (skipped while config/patterns.json does not exist)', () => {
    expect(problemOf(validatePatterns, readJson('patterns.json')), 'config/patterns.json').toBe('');
  });

  it('every modId named in modules.json is a node of settings.default.json', () => {
    const { features } = readJson('modules.json') as { features: Record<string, string> };
    const present = modIdsOf(readJson('settings.default.json'));
    const missing = Object.entries(features)
      .filter(([, modId]) => !present.has(modId))
      .map(([feature, modId]) => `${feature} → ${modId}`);
    expect(missing, 'config/modules.json names modIds that config/settings.default.json lacks').toEqual([]);
  });
});

// The checks above pass only if the validators can say no: each must refuse a broken document.
describe('the validators refuse what they should', () => {
  it('a brand without a merchant', () => {
    if (loaded instanceof Error) expect.fail(loaded.message);
    const { merchant: _dropped, ...broken } = loaded[0]!.config;
    expect(problemOf(validateBrand, broken)).toBe('/merchant: is required but missing');
  });

  it('a module map with a modId that is not upper case', () => {
    expect(problemOf(validateModules, { features: { freePlay: 'freeplay3' } })).toMatch(/^\/features\/freePlay: /);
  });

  it('a settings node that is switched on with a number', () => {
    expect(problemOf(validateSettingsTree, [{ modId: 'REG3', enabled: 1 }])).not.toBe('');
  });

  it('a pattern without its message key', () => {
    expect(problemOf(validatePatterns, { patterns: { username: { regex: '^a$', valid: ['a'], invalid: ['b'] } } })).toBe('/patterns/username/messageKey: is required but missing');
  });

  it('finds modIds at any depth of a tree', () => {
    expect([...modIdsOf([{ modId: 'A', childrenNodes: [{ modId: 'B', childrenNodes: [{ modId: 'C' }] }] }])]).toEqual(['A', 'B', 'C']);
  });
});
