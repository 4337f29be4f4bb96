import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigFileError, loadBrandFiles } from './loadBrandFiles';
import { projectRoot } from '../config';
import { jsonEdit, type JsonEdit } from '../../tests/helpers/jsonEdit';

const { set, remove, push } = jsonEdit;

/** A copy of config/ with one brand file edited. */
function configWith(edit: JsonEdit, file = 'bd.json'): string {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-config-'));
  cpSync(join(projectRoot, 'config'), dir, { recursive: true });
  const path = join(dir, 'brands', file);
  const doc: unknown = JSON.parse(readFileSync(path, 'utf8'));
  edit(doc);
  writeFileSync(path, JSON.stringify(doc));
  return dir;
}

function errorOf(dir: string): ConfigFileError {
  try {
    loadBrandFiles(dir, dir);
  } catch (e) {
    if (e instanceof ConfigFileError) return e;
    throw e;
  }
  throw new Error('expected the config to be refused');
}

describe('loadBrandFiles', () => {
  it('loads the shipped brands, filling the default settings tree and rules where a brand has none', () => {
    const brands = loadBrandFiles(join(projectRoot, 'config'));
    expect(brands.map((b) => b.config.id)).toEqual(['bd', 'lumen']);
    const defaults: unknown = JSON.parse(readFileSync(join(projectRoot, 'config', 'settings.default.json'), 'utf8'));
    expect(brands[0]!.settings).toEqual(defaults);
    expect(brands[1]!.settings).not.toEqual(defaults);
  });

  it.each<[string, JsonEdit, string, RegExp]>([
    ['a bad currency code', set('/currency/code', 'taka'), '/currency/code', /pattern/],
    ['a missing field', remove('/merchant'), '/merchant', /required/],
    ['an unknown field', set('/colour', 'red'), '/colour', /not a known property/],
    ['a bad theme colour', set('/theme/dark/primary', 'green'), '/theme/dark/primary', /pattern/],
    ['a language outside the list', set('/defaultLang', 'fr'), '/defaultLang', /one of/],
    ['a default language it does not support', set('/supportLanguages', ['en']), '/defaultLang', /supportLanguages/],
    ['a bad settings node', set('/settingsTree', [{ modId: 'REG3', enabled: 'yes' }]), '/settingsTree/0/enabled', /one of/],
    ['an id that is not its file name', set('/id', 'other'), '/id', /file name/],
    ['a side-bar key no renderer serves', set('/sidebar', [{ key: 'promotions' }, { key: 'tiktok' }]), '/sidebar/1/key', /renderer "tiktok"/],
    ['no site origin for its links', remove('/siteOrigin'), '/siteOrigin', /required/],
    ['a site origin with a user part', set('/siteOrigin', 'http://localhost:1@evil.example'), '/siteOrigin', /pattern/],
    ['a site origin with a path', set('/siteOrigin', 'http://localhost:8080/'), '/siteOrigin', /pattern/],
    ['a site origin on a host the brand does not serve', set('/siteOrigin', 'https://evil.example'), '/siteOrigin', /not one of the brand's domains/],
  ])('refuses %s, naming the file and the JSON pointer', (_what, edit, pointer, reason) => {
    const e = errorOf(configWith(edit));
    expect(e.file).toBe(join('brands', 'bd.json'));
    expect(e.pointer).toBe(pointer);
    expect(e.reason).toMatch(reason);
    expect(e.message).toContain(`brands/bd.json ${pointer}:`);
  });

  it('refuses a domain two brands claim', () => {
    const e = errorOf(configWith(push('/domains', 'bd.localhost'), 'lumen.json'));
    expect(e).toMatchObject({ file: join('brands', 'lumen.json'), pointer: '/domains/2' });
  });

  it('refuses a password rule under the floor, as the console does (ASVS 6.2.1, 6.2.5, 6.2.9)', () => {
    const short = errorOf(configWith(set('/registrationRules/password/minLength', 6), 'lumen.json'));
    expect(short).toMatchObject({ file: join('brands', 'lumen.json'), pointer: '/registrationRules/password/minLength' });
    const classes = errorOf(configWith(set('/registrationRules/password/patternId', 'strongPassword'), 'lumen.json'));
    expect(classes).toMatchObject({ pointer: '/registrationRules/password/patternId' });
  });

  it('refuses two default brands', () => {
    const e = errorOf(configWith(set('/default', true), 'lumen.json'));
    expect(e.pointer).toBe('/default');
  });

  it('refuses a file that is not JSON', () => {
    const dir = configWith(() => undefined);
    writeFileSync(join(dir, 'brands', 'bd.json'), '{ "id": ');
    expect(errorOf(dir).reason).toMatch(/not valid JSON/);
  });

  it('refuses a folder with no brand', () => {
    const dir = configWith(() => undefined);
    unlinkSync(join(dir, 'brands', 'bd.json'));
    unlinkSync(join(dir, 'brands', 'lumen.json'));
    expect(errorOf(dir).reason).toMatch(/no brand/);
  });
});
