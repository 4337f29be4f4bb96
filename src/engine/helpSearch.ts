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

/** Words too short to tell one question from another. */
const MIN_WORD = 3;

/**
 * The help articles a question a player is about to send the desk may already answer (decision
 * 0329): those holding most of its words (three letters or more, any case) in their title or text,
 * the best first, at most `max`. A question of no such word suggests none.
 */
export function suggestedHelp(categories: readonly HelpCategory[], question: string, max = 3): HelpCategory['articles'] {
  const words = [...new Set(fold(question).split(/[\s\p{P}]+/u))].filter((w) => [...w].length >= MIN_WORD);
  if (words.length === 0) return [];
  const scored = categories.flatMap((c) =>
    c.articles.map((a) => {
      const title = fold(a.title);
      const text = fold(textOf(a.content));
      // A word in the title counts twice: a title names what the article answers.
      const score = words.reduce((n, w) => n + (title.includes(w) ? 2 : text.includes(w) ? 1 : 0), 0);
      return { a, score };
    }),
  );
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, max)
    .map((s) => s.a);
}
