import { apiError } from '../../errors';
import { plainTexts } from '../../lib/plainText';
import { pickTranslation, translationLanguage, type Translations } from '../../../src/engine/pickTranslation';

/**
 * How long before a member's account was created a broadcast may have been published and still
 * greet them (decision 0258): this week's offer is still running when they join; older news is not.
 */
export const lookBackDays = 7;

export type Audience = 'all' | 'players' | 'agents' | 'member';

/** Which broadcasts an account type reads besides those to all: a player's (type 0) or an agent's (1, 2, 41, 42). */
export function audienceOf(type: number): 'players' | 'agents' {
  return type === 0 ? 'players' : 'agents';
}

/** Title and body in one language: the title picks it (asked, else the brand's default, else any), the body follows, so the two agree. */
export function inLanguage(title: Translations, body: Translations, lang: string, defaultLang: string): { title: string; body: string } {
  const chosen = translationLanguage(title, lang, defaultLang) ?? lang;
  return { title: pickTranslation(title, lang, defaultLang), body: pickTranslation(body, chosen, defaultLang) };
}

/**
 * An operator's message is written in every content language of its brand and in no other, its
 * title and its body each checked as plain text (server/lib/plainText.ts).
 */
export function checkedTexts(languages: readonly string[], title: object, body: object): { title: Record<string, string>; body: Record<string, string> } {
  return { title: plainTexts(languages, title, 'title'), body: plainTexts(languages, body, 'body') };
}

/** The longest an operator may schedule ahead. */
export const maxScheduleDays = 366;

/**
 * When a message asked for at `requested` is published: null for now (no time, or one already
 * past: the database's clock stamps it, the one its visibility and its notice read); a later time as
 * given; beyond a year refused (400 FIELD_INVALID on `publishAt`) as a slip of the year.
 */
export function publishTime(requested: string | undefined, now: Date): Date | null {
  if (requested === undefined) return null;
  const at = new Date(requested);
  if (at.getTime() <= now.getTime()) return null;
  if (at.getTime() > now.getTime() + maxScheduleDays * 24 * 3600 * 1000) throw apiError('FIELD_INVALID', { reason: 'errors:reason_publish_too_far' }, 'publishAt');
  return at;
}

/** What a payments desk's decision tells the member, as the keys of `locales/<lang>/inbox.json`. */
// A race's prize (decision 0263) is told the same way, by the job that pays it.
export type DeskNews = 'depositApproved' | 'depositRejected' | 'withdrawalPaid' | 'withdrawalRejected' | 'redemptionApproved' | 'redemptionRejected' | 'referralPaid' | 'referralRejected' | 'racePrize' | PromoNews;
/** What promotions tell a member (decision 0262). */
export type PromoNews = 'bonusGranted' | 'bonusReleased' | 'bonusForfeited' | 'bonusSpent' | 'bonusExpired' | 'applicationRejected';

export function deskNews(book: 'deposit' | 'withdrawal' | 'redemption', status: string): DeskNews | null {
  if (book === 'redemption') return status === 'approved' ? 'redemptionApproved' : status === 'rejected' ? 'redemptionRejected' : null;
  if (book === 'deposit') return status === 'approved' ? 'depositApproved' : status === 'rejected' ? 'depositRejected' : null;
  return status === 'paid' ? 'withdrawalPaid' : status === 'rejected' ? 'withdrawalRejected' : null;
}
