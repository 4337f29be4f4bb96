import { apiError } from '../errors';

/**
 * A title (and an inbox message's text) is plain text: lists, tabs, the page's title and push
 * notices show it, and not all of them are HTML. What HTML would read as a tag, comment or declaration — `<` followed by a letter,
 * `/`, `!` or `?` — is refused rather than stripped, so the operator sees exactly what is stored;
 * `5 < 6` and `<3` stay text.
 */
const markup = /<[a-z/!?]/i;

export const holdsMarkup = (title: string): boolean => markup.test(title);

/** Every language a text (or a picture) is given in is one the brand offers, `offered` (400 FIELD_INVALID on `<field>.<lang>`). */
export function offeredLanguages(offered: readonly string[], given: object, field: string): void {
  for (const lang of Object.keys(given)) if (!offered.includes(lang)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_language_not_offered_content' }, `${field}.${lang}`);
}

/**
 * A text an operator writes in every content language of its brand, `languages`, and in no other:
 * a member reading in either language reads it, never a fallback. Trimmed; blank, or holding
 * markup, is refused on the field `<field>.<lang>` (400 FIELD_INVALID). The inbox's messages and
 * the reward desks' envelopes and raffles check their texts with it.
 */
export function plainTexts(languages: readonly string[], given: object, field: string): Record<string, string> {
  offeredLanguages(languages, given, field);
  const texts = given as { readonly [lang: string]: string | undefined };
  const out: Record<string, string> = {};
  for (const lang of languages) {
    const text = texts[lang]?.trim() ?? '';
    if (!text) throw apiError('FIELD_INVALID', { reason: field === 'title' ? 'errors:reason_title_missing' : 'errors:reason_text_missing' }, `${field}.${lang}`);
    if (holdsMarkup(text)) throw apiError('FIELD_INVALID', { reason: field === 'title' ? 'errors:reason_title_markup' : 'errors:reason_plain_text' }, `${field}.${lang}`);
    out[lang] = text;
  }
  return out;
}
