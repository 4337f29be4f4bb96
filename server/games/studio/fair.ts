/**
 * Provably fair randomness for the studio's games. A round's outcome is fixed by three values the
 * player can check afterwards: the server seed (its SHA-256 is shown before the round, the seed
 * itself once it is retired), the player's client seed and the round's nonce.
 *
 * To recompute the floats of a round:
 *
 *   1. for cursor = 0, 1, 2, ...: digest = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`),
 *      the key being the server seed's text as UTF-8 (the 64 hex characters, not the 32 bytes they spell)
 *      and the message its text as UTF-8; the 32 bytes of digest 0, then of digest 1, ... form one byte stream;
 *   2. each float takes the next 4 bytes b0..b3 of the stream: b0/256 + b1/256^2 + b2/256^3 + b3/256^4,
 *      which lies in [0, 1) (8 floats a digest);
 *   3. a game uses the floats in order; which float decides what is written beside each game.
 *
 * This is the scheme the larger crypto casinos publish (Stake's), so their public verifiers work.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

const floatsPerDigest = 8;

function digestOf(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

const floatAt = (digest: Buffer, i: number): number =>
  digest[i * 4]! / 256 + digest[i * 4 + 1]! / 256 ** 2 + digest[i * 4 + 2]! / 256 ** 3 + digest[i * 4 + 3]! / 256 ** 4;

/**
 * A round's floats one at a time, as many as the game asks for: a slot's free spins draw more
 * than its first spin, so a game takes a source of floats rather than a fixed count.
 */
export function fairStream(serverSeed: string, clientSeed: string, nonce: number): () => number {
  let cursor = 0;
  let used = floatsPerDigest;
  let digest: Buffer = Buffer.alloc(0);
  return () => {
    if (used === floatsPerDigest) {
      digest = digestOf(serverSeed, clientSeed, nonce, cursor++);
      used = 0;
    }
    return floatAt(digest, used++);
  };
}

/** The first `count` floats of a round, the same as fairStream gives. */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const next = fairStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, next);
}

/** A fresh server seed: 32 random bytes, as hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** What the player sees of a server seed before it is retired: its SHA-256 (of the hex text), as hex. */
export const hashSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');
