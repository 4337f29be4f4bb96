/** A text written per language, keyed by language code: `{ bn: '…', en: '…' }`. */
export type Translations = Readonly<Record<string, string>>;

/**
 * Which language a piece of operator content is shown in: the one asked for when it is written in
 * it, else the brand's default language, else any language it has (the first by code, so every
 * request gets the same one). An operator who wrote a notice only in Bengali still reaches the
 * English visitor rather than showing nothing.
 */
export function translationLanguage(texts: Translations, lang: string, defaultLang: string): string | undefined {
  const has = (l: string) => typeof texts[l] === 'string' && texts[l] !== '';
  if (has(lang)) return lang;
  if (has(defaultLang)) return defaultLang;
  return Object.keys(texts).filter(has).sort()[0];
}

/** The text in the language `translationLanguage` picks; '' when there is none at all. */
export function pickTranslation(texts: Translations, lang: string, defaultLang: string): string {
  const chosen = translationLanguage(texts, lang, defaultLang);
  return chosen === undefined ? '' : texts[chosen]!;
}
