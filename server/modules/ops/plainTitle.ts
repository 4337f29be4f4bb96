/**
 * A title is plain text: lists, tabs, the page's title and push notices show it, and not all of
 * them are HTML. What HTML would read as a tag, comment or declaration — `<` followed by a letter,
 * `/`, `!` or `?` — is refused rather than stripped, so the operator sees exactly what is stored;
 * `5 < 6` and `<3` stay text.
 */
const markup = /<[a-z/!?]/i;

export const holdsMarkup = (title: string): boolean => markup.test(title);
