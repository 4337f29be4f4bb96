import type { BrandConfig, OfferLimits } from '../generated/types';
import { latinDigits } from './formatNumber';

/** What a text can state a bound of: the deposit form's or the withdrawal form's. */
export type LimitSubject = 'deposit' | 'withdrawal';
export type LimitBound = 'min' | 'max';

/**
 * The figures a text may state as a bound, per form (the generated OfferLimits of ops/brands):
 * every enabled deposit channel's minimum and maximum (a text saying "from ৳100" is true when one
 * channel starts there), the withdrawal form's, and for a promotion its own minimum deposit.
 */
export type { OfferLimits };

/** A figure the text states as a bound that no limit of the brand has. */
export interface OfferContradiction {
  subject: LimitSubject;
  bound: LimitBound;
  /** The stated figure, a plain decimal ("300"). */
  stated: string;
  /** The figures the brand allows for that bound, smallest first. */
  allowed: string[];
  /** The clause that states it, as written, for the warning to quote. */
  clause: string;
}

// A currency mark before or after a figure: the symbols and the words writers use in both languages.
const mark = String.raw`(?:৳|₹|\$|Tk\.?|BDT|INR|USD|টাকা|রুপি)`;
const figure = new RegExp(String.raw`(?:${mark}\s?(\d[\d,]*(?:\.\d+)?)\s?([kK])?|(\d[\d,]*(?:\.\d+)?)\s?([kK])?\s?${mark})`, 'gu');

const subjects: ReadonlyArray<[LimitSubject, RegExp]> = [
  ['deposit', /deposit|জমা|ডিপোজিট/iu],
  ['withdrawal', /withdraw|উত্তোলন|উইথড্র/iu],
];

// The words that make a figure a bound: among the four words before it, or in Bengali right after it.
const minWords = /\b(?:from|min\.?|minimum|least|starting|starts|little|low)\b|কমপক্ষে|সর্বনিম্ন|ন্যূনতম|মাত্র/giu;
const maxWords = /\b(?:up to|upto|max\.?|maximum|most|to)\b|সর্বোচ্চ|অনূর্ধ্ব/giu;
const minAfter = /^\s*(?:থেকে|হতে)/u;
const maxAfter = /^\s*পর্যন্ত/u;

/** A text's clauses: markup and sentence or clause marks part them; a comma inside a figure does not. */
function clausesOf(text: string): string[] {
  return latinDigits(text)
    .replace(/<[^>]*>/g, ' . ')
    .replace(/&nbsp;/g, ' ')
    .split(/[;:!?।\n()]|\.(?!\d)|,(?!\d)/u)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const plain = (digits: string, thousands: string | undefined) => {
  const n = Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);
  return String(n);
};

/** Where the last of these words ends in the text, or -1. */
const lastEnd = (text: string, words: RegExp) => Math.max(-1, ...[...text.matchAll(words)].map((m) => m.index + m[0].length));

/** The bound a figure states: in Bengali the word right after it, else the nearer of the two kinds of word before it. */
function boundOf(before: string, after: string): LimitBound | null {
  if (minAfter.test(after)) return 'min';
  if (maxAfter.test(after)) return 'max';
  const near = /(?:\S+\s+){0,4}\S*\s*$/u.exec(before)?.[0] ?? '';
  const [min, max] = [lastEnd(near, minWords), lastEnd(near, maxWords)];
  if (min < 0 && max < 0) return null;
  return max > min ? 'max' : 'min';
}

/**
 * The figures a text (plain or HTML, Bengali or English) states as a minimum or maximum of the
 * deposit or withdrawal form that the brand's limits contradict. A clause is read only when it
 * names exactly one of the two forms, so a bonus's cap ("up to ৳10,000") is never taken for a
 * deposit's maximum.
 */
export function offerContradictions(text: string, limits: OfferLimits): OfferContradiction[] {
  const found: OfferContradiction[] = [];
  for (const clause of clausesOf(text)) {
    const named = subjects.filter(([, words]) => words.test(clause));
    if (named.length !== 1) continue;
    const subject = named[0]![0];
    let from = 0;
    for (const m of clause.matchAll(figure)) {
      const before = clause.slice(from, m.index);
      from = m.index + m[0].length;
      const bound = boundOf(before, clause.slice(from, from + 24));
      if (!bound) continue;
      const stated = plain(m[1] ?? m[3]!, m[2] ?? m[4]);
      const allowed = [...new Set(limits[subject][bound].map((a) => String(Number(a))))].sort((a, b) => Number(a) - Number(b));
      if (allowed.length === 0 || allowed.includes(stated)) continue;
      found.push({ subject, bound, stated, allowed, clause });
    }
  }
  return found;
}

/** Every contradiction of several texts (a notice's title and body, in each language), each clause once. */
export function textsContradictions(texts: ReadonlyArray<string | null | undefined>, limits: OfferLimits): OfferContradiction[] {
  const seen = new Set<string>();
  return texts.flatMap((t) => (t ? offerContradictions(t, limits) : [])).filter((c) => !seen.has(c.clause) && Boolean(seen.add(c.clause)));
}

/** A brand's limits as texts may state them, from its payments config (none without one). */
export function offerLimits(payments: BrandConfig['payments']): OfferLimits {
  const channels = payments?.deposit.channels.filter((c) => c.enabled) ?? [];
  return {
    deposit: { min: channels.map((c) => c.min), max: channels.map((c) => c.max) },
    withdrawal: payments ? { min: [payments.withdrawal.min], max: [payments.withdrawal.max] } : { min: [], max: [] },
  };
}

/** The limits a promotion's texts may state: the brand's, and its own minimum deposit (its condition, not the form's). */
export function withPromotionMinimum(limits: OfferLimits, minDeposit: string | null | undefined): OfferLimits {
  return Number(minDeposit) > 0 ? { ...limits, deposit: { ...limits.deposit, min: [...limits.deposit.min, minDeposit!] } } : limits;
}

/** Every string in a value, at any depth: a form's texts in each language. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];
}
