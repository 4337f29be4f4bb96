/**
 * The checks a player can make of a round without trusting the server: the SHA-256 of a revealed
 * server seed, computed here with WebCrypto, against the hash the game showed before play
 * (server/games/studio/fair.ts hashes the seed's hex text as UTF-8).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A client seed the studio takes (schemas/api/studio/seed.request.json): 1 to 64 of A-Z, a-z, 0-9, _ and -. */
export const isClientSeed = (seed: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(seed);

/** A fresh client seed to offer: 16 random characters the studio takes. */
export function randomClientSeed(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...globalThis.crypto.getRandomValues(new Uint8Array(16))].map((b) => alphabet[b % alphabet.length]).join('');
}
