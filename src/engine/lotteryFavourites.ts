/**
 * The Vietnam lottery's favourite games (SPEC §3 lottFavIds), kept in the browser's local storage
 * under LOTTFAV as one JSON object: each username (a visitor's under '') with its game codes, so
 * members sharing a browser keep their own. Anything else found there reads as no favourites.
 */
export const LOTTFAV = 'LOTTFAV';

export type LotteryFavourites = Record<string, string[]>;

export function readLotteryFavourites(text: string | null): LotteryFavourites {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).flatMap(([user, codes]) => (Array.isArray(codes) ? [[user, codes.filter((c): c is string => typeof c === 'string')]] : [])),
    );
  } catch {
    return {};
  }
}

/** The store with a game added to or taken from one user's favourites, the others' untouched. */
export function toggleLotteryFavourite(store: LotteryFavourites, user: string, gameCode: string): LotteryFavourites {
  const mine = store[user] ?? [];
  return { ...store, [user]: mine.includes(gameCode) ? mine.filter((c) => c !== gameCode) : [...mine, gameCode] };
}
