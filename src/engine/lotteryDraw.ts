/**
 * The in-house Vietnam lottery's numbers from a seed (decision 0310), for the server's draw and
 * the browser's check alike: only the mapping from HMAC-SHA256 digests to numbers lives here, and
 * each side brings its own HMAC and SHA-256 (node:crypto on the server, WebCrypto in the browser).
 *
 *   number n of issue I, of d digits: for k = 0, 1, …, digest = HMAC-SHA256(key = seed as UTF-8
 *   text, message = `I:n:k`); the first 4-byte big-endian group u of a digest below the largest
 *   multiple of 10^d under 2^32 gives u mod 10^d, written with d digits.
 *
 * The chain: seed[i] = SHA-256(seed[i + 1]) as hex text, and the day's published hash is
 * SHA-256(seed[0]); so the seed of the issue at position p reaches it after p + 1 hashings.
 */

/** How many numbers each prize has, special prize first, and how many digits they have. */
export const PRIZES: ReadonlyArray<{ count: number; digits: number }> = [
  { count: 1, digits: 5 },
  { count: 1, digits: 5 },
  { count: 2, digits: 5 },
  { count: 6, digits: 5 },
  { count: 4, digits: 4 },
  { count: 6, digits: 4 },
  { count: 3, digits: 3 },
  { count: 4, digits: 2 },
];

/** The digits of each of the 27 numbers, in prize order. */
export const NUMBER_DIGITS: readonly number[] = PRIZES.flatMap((p) => Array.from({ length: p.count }, () => p.digits));

const twoTo32 = 2 ** 32;

/** The message number n's k-th digest signs. */
export const drawMessage = (issue: string, n: number, k: number): string => `${issue}:${n}:${k}`;

/** The number of `digits` digits a digest gives, or null when every group of it is skipped (then the next k is asked). */
export function numberFromDigest(digest: Uint8Array, digits: number): string | null {
  const range = 10 ** digits;
  const below = twoTo32 - (twoTo32 % range);
  for (let at = 0; at + 4 <= digest.length; at += 4) {
    const u = digest[at]! * 0x1000000 + ((digest[at + 1]! << 16) | (digest[at + 2]! << 8) | digest[at + 3]!);
    if (u < below) return String(u % range).padStart(digits, '0');
  }
  return null;
}

/** An issue's 27 numbers, special first, with a synchronous HMAC-SHA256 of the seed (the server's). */
export function drawNumbersWith(hmac: (message: string) => Uint8Array, issue: string): string[] {
  return NUMBER_DIGITS.map((digits, n) => {
    for (let k = 0; ; k++) {
      const number = numberFromDigest(hmac(drawMessage(issue, n, k)), digits);
      if (number !== null) return number;
    }
  });
}

/** The same with an asynchronous HMAC-SHA256 of the seed (the browser's WebCrypto). */
export async function drawNumbersAsync(hmac: (message: string) => Promise<Uint8Array>, issue: string): Promise<string[]> {
  const numbers: string[] = [];
  for (const [n, digits] of NUMBER_DIGITS.entries()) {
    for (let k = 0; ; k++) {
      const number = numberFromDigest(await hmac(drawMessage(issue, n, k)), digits);
      if (number !== null) {
        numbers.push(number);
        break;
      }
    }
  }
  return numbers;
}

/** The numbers grouped by prize, special first: what the results table shows. */
export function byPrize(numbers: readonly string[]): string[][] {
  let at = 0;
  return PRIZES.map((p) => numbers.slice(at, (at += p.count)));
}

/** How many hashings take the seed of the issue at `position` to its day's published hash. */
export const chainSteps = (position: number): number => position + 1;

/** Whether hashing a seed `chainSteps(position)` times reaches the published hash; `sha256` hashes hex text to hex. */
export async function reachesPublishedHash(seed: string, position: number, publishedHash: string, sha256: (text: string) => Promise<string>): Promise<boolean> {
  let at = seed;
  for (let i = 0; i < chainSteps(position); i++) at = await sha256(at);
  return at === publishedHash;
}

/**
 * The đầu and đuôi tables: each number's last two digits, listed by their first digit (đầu, head)
 * with its last (tails), and by their last digit (đuôi, tail) with its first (heads); each list
 * in draw order, a digit as often as it came.
 */
export function headsAndTails(numbers: readonly string[]): { heads: string[][]; tails: string[][] } {
  const heads = Array.from({ length: 10 }, () => [] as string[]);
  const tails = Array.from({ length: 10 }, () => [] as string[]);
  for (const n of numbers) {
    const two = n.slice(-2);
    const [h, t] = [Number(two[0]), Number(two[1])];
    heads[h]!.push(two[1]!);
    tails[t]!.push(two[0]!);
  }
  return { heads, tails };
}
