import type { BrandConfig, FeedbackRequest } from '../generated/types';

export type FeedbackQuestionType = FeedbackRequest['topic'];

/** The question types a feedback names, in the order the form offers them. */
export const feedbackTypes: readonly FeedbackQuestionType[] = ['account', 'deposit', 'withdrawal', 'games', 'promotions', 'technical', 'complaint', 'other'];

/** The most pictures one feedback carries, and the most bytes each may have (SPEC §5). */
export const feedbackMaxImages = 3;
export const feedbackMaxImageBytes = 5 * 1024 * 1024;

/** A brand's bounds on a description, in characters (decision 0321), with the schema's defaults. */
export function feedbackBounds(config: Pick<BrandConfig, 'feedback'>): { minChars: number; maxChars: number } {
  const minChars = config.feedback?.minChars ?? 10;
  const maxChars = config.feedback?.maxChars ?? 500;
  return { minChars, maxChars: Math.max(minChars, maxChars) };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a person counts them: a Bengali conjunct or an emoji with its modifiers is one. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** Whether a description, trimmed, is within the bounds: null when it is, else which way it misses. */
export function contentProblem(content: string, bounds: { minChars: number; maxChars: number }): 'short' | 'long' | null {
  const n = charCount(content.trim());
  if (n < bounds.minChars) return 'short';
  if (n > bounds.maxChars) return 'long';
  return null;
}
