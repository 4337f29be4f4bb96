import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isClientSeed, randomClientSeed, sha256Hex } from './fairCheck';

describe('sha256Hex', () => {
  it('hashes a seed\'s text as the studio does', async () => {
    const seed = '1ce2171e7a570c4f740c2714cde9af52b798965840ab63f366dc60c337c66cf4';
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('client seeds', () => {
  it('takes 1 to 64 letters, digits, _ and -', () => {
    expect(isClientSeed('hello_World-9')).toBe(true);
    expect(isClientSeed('x'.repeat(64))).toBe(true);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('with space')).toBe(false);
    expect(isClientSeed('ünï')).toBe(false);
  });

  it('offers seeds it takes', () => {
    for (let i = 0; i < 20; i++) expect(isClientSeed(randomClientSeed())).toBe(true);
  });
});
