import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type Resource } from 'i18next';
import { formatNumber } from '../src/engine/formatNumber';

export const languages = ['bn', 'en'] as const;
export type Language = (typeof languages)[number];

const localesDir = new URL('../locales/', import.meta.url).pathname;

/** locales/<lang>/<namespace>.json, read once at start: the same files the browser loads. */
function loadResources(): Resource {
  const out: Resource = {};
  for (const lang of languages) {
    out[lang] = {};
    for (const file of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
      out[lang][file.slice(0, -5)] = JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Record<string, unknown>;
    }
  }
  return out;
}

/**
 * The server's own i18next instance, so a message reads the same as in the browser: plural keys
 * (key_one, key_other) picked by `count`, `{{name}}` placeholders, English when a key is missing in
 * the request's language. Ready when this module loads (initAsync: false), as the resources are
 * already in memory. Escaping is off: messages go into JSON envelopes and text messages, never
 * into HTML.
 */
const resources = loadResources();
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'bn',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  ns: Object.keys(resources.en ?? {}),
  initAsync: false,
  // A placeholder without a value reads as nothing rather than as `{{name}}` in front of a player.
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
});
// `{{n, number}}` follows the site's numeral rule, as in the browser: Intl would write Bengali digits for bn.
i18n.services.formatter?.add('number', (value: unknown) => formatNumber(value as number | string));

/** `ns:key` with `{{name}}` placeholders. A missing key is a bug the locale test catches; it answers the key itself. */
export function translate(lang: Language, nsKey: string, params: Record<string, string> = {}): string {
  if (!i18n.exists(nsKey, { lng: lang })) return nsKey;
  // A count arrives as text like every other placeholder; plural rules need the number.
  const count = params.count !== undefined && params.count.trim() !== '' && Number.isFinite(Number(params.count)) ? Number(params.count) : undefined;
  return i18n.t(nsKey, { ...params, ...(count !== undefined ? { count } : {}), lng: lang });
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
