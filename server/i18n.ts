import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const languages = ['bn', 'en'] as const;
export type Language = (typeof languages)[number];

const localesDir = new URL('../locales/', import.meta.url).pathname;

type Catalog = Record<string, Record<string, string>>;

/** locales/<lang>/<namespace>.json, read once at start. */
function loadCatalogs(): Record<Language, Catalog> {
  const out = {} as Record<Language, Catalog>;
  for (const lang of languages) {
    out[lang] = {};
    for (const file of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
      out[lang][file.slice(0, -5)] = JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8'));
    }
  }
  return out;
}

const catalogs = loadCatalogs();

/** `ns:key` with `{{name}}` variables, as i18next writes them. A missing key is a bug the locale test catches. */
export function translate(lang: Language, nsKey: string, params: Record<string, string> = {}): string {
  const [ns, key] = nsKey.split(':') as [string, string];
  // i18next's plural keys (key_one, key_other) for messages with a count, as the browser picks them.
  const plural = params.count !== undefined ? `${key}_${new Intl.PluralRules(lang).select(Number(params.count))}` : null;
  const find = (l: Language) => (plural ? catalogs[l][ns]?.[plural] : undefined) ?? catalogs[l][ns]?.[key];
  const text = find(lang) ?? find('en') ?? nsKey;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => params[name] ?? '');
}

const isLanguage = (v: string): v is Language => (languages as readonly string[]).includes(v);

/** The `Language` header (EN, BN, as the platform family sends it), else Accept-Language, else the brand's default. */
export function requestLanguage(headers: Record<string, string | string[] | undefined>, fallback: Language): Language {
  const explicit = String(headers['language'] ?? '').trim().toLowerCase();
  if (isLanguage(explicit)) return explicit;
  const accept = String(headers['accept-language'] ?? '');
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    if (isLanguage(tag)) return tag;
  }
  return fallback;
}
