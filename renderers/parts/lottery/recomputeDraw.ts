import type { LotteryVerify } from '../../../src/generated/types';
import { drawNumbersAsync, reachesPublishedHash } from '../../../src/engine/lotteryDraw';

// A drawn issue checked in the browser with WebCrypto, by the one mapping the server draws with
// (src/engine/lotteryDraw.ts): nothing of the server's own arithmetic is taken on trust.

const utf8 = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', utf8.encode(text)));

export interface DrawCheck {
  /** SHA-256 of the revealed seed is the hash shown before betting opened. */
  seedHashMatches: boolean;
  /** The seed hashed position + 1 times is the day's published hash. */
  chainMatches: boolean;
  /** The 27 numbers the seed gives. */
  numbers: string[];
  /** Where they differ from the numbers announced, by place. */
  mismatched: Set<number>;
  matches: boolean;
}

/** Whether this browser can check a draw: WebCrypto's digest and HMAC, offered on a secure page only. */
export const canRecompute = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';

export async function recomputeDraw(v: LotteryVerify): Promise<DrawCheck> {
  const key = await crypto.subtle.importKey('raw', utf8.encode(v.seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const numbers = await drawNumbersAsync(async (message) => new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8.encode(message))), v.issue);
  const seedHashMatches = (await sha256(v.seed)) === v.seedHash;
  const chainMatches = await reachesPublishedHash(v.seed, v.position, v.publishedHash, sha256);
  const mismatched = new Set(numbers.flatMap((n, i) => (n === v.numbers[i] ? [] : [i])));
  if (v.numbers.length !== numbers.length) for (let i = numbers.length; i < v.numbers.length; i++) mismatched.add(i);
  return { seedHashMatches, chainMatches, numbers, mismatched, matches: seedHashMatches && chainMatches && mismatched.size === 0 };
}
