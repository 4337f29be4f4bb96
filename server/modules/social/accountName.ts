import { randomInt } from 'node:crypto';

/** What the default registration rule asks of an account name (letterThenAlnum, 6 to 16), so a social account's name could have been typed. */
const MAX_BASE = 12;
const MIN_LENGTH = 6;

/**
 * The name a new account made by a social sign-in starts from: the e-mail address's local part,
 * else the name the provider gives, in lower-case Latin letters and digits, starting with a letter
 * ("Zoë.O'Brien@x" → "zoeobrien"); "player" when nothing usable is left (a name in Bengali script).
 */
export function accountNameBase(email: string | undefined, name: string | undefined): string {
  for (const source of [email?.split('@')[0], name]) {
    const letters = (source ?? '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .replace(/^[0-9]+/, '')
      .slice(0, MAX_BASE);
    if (letters.length >= 2) return letters;
  }
  return 'player';
}

/**
 * The names to try, in order: the base itself when it is long enough, then the base with four
 * random digits, and last its first four letters with twelve random digits, which nobody holds
 * (at most 16 characters each). A name taken meanwhile is left for the next.
 */
export function accountNameCandidates(base: string): string[] {
  const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
  const out = base.length >= MIN_LENGTH ? [base] : [];
  while (out.length < 5) out.push(`${base}${digits(4)}`);
  out.push(`${base.slice(0, 4)}${digits(12)}`);
  return out;
}
