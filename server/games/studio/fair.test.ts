import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats, fairStream, hashSeed, newServerSeed } from './fair';

describe('provably fair floats', () => {
  const serverSeed = 'e3b4c1d2a5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

  it('turns each 4 bytes of HMAC-SHA256(serverSeed, "client:nonce:cursor") into a float, 8 a digest', () => {
    const digest = (cursor: number) => createHmac('sha256', serverSeed).update(`lucky:42:${cursor}`).digest();
    const bytes = Buffer.concat([digest(0), digest(1)]);
    const expected = Array.from({ length: 10 }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
    expect(fairFloats(serverSeed, 'lucky', 42, 10)).toEqual(expected);
  });

  it('gives the same floats as a stream, each in [0, 1)', () => {
    const next = fairStream(serverSeed, 'lucky', 7);
    const streamed = Array.from({ length: 20 }, next);
    expect(streamed).toEqual(fairFloats(serverSeed, 'lucky', 7, 20));
    expect(streamed.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(fairFloats(serverSeed, 'lucky', 8, 1)).not.toEqual(fairFloats(serverSeed, 'lucky', 7, 1));
    expect(fairFloats(serverSeed, 'other', 7, 1)).not.toEqual(fairFloats(serverSeed, 'lucky', 7, 1));
  });

  it('makes fresh server seeds and shows their SHA-256', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(hashSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(hashSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
  });
});
