import type { HelpCategory } from '../generated/types';

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase();
/** An article's words without its markup, as a reader sees them. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

/**
 * The help centre's categories holding only the articles whose title or text holds every word of
 * `search` (any case); a category whose own title matches keeps all its articles. An empty search keeps everything.
 */
export function matchingHelp(categories: readonly HelpCategory[], search: string): HelpCategory[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  const holds = (text: string) => words.every((w) => text.includes(w));
  return categories.flatMap((c) => {
    if (holds(fold(c.title))) return [c];
    const articles = c.articles.filter((a) => holds(fold(`${a.title} ${textOf(a.content)}`)));
    return articles.length ? [{ ...c, articles }] : [];
  });
}
