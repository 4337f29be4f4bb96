import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './password';

// ASVS 11.4.2: passwords are kept as Argon2id hashes with OWASP's first-choice cost, the
// parameters written into each hash so a later raise still verifies the old ones.

describe('password hashes', () => {
  it('are Argon2id with 19 MiB, 2 passes and 1 lane, salted, and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Mango-river-42'), hashPassword('Mango-river-42')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    // A salt of its own: the same password never gives the same hash.
    expect(a).not.toBe(b);
    expect(await passwordMatches(a, 'Mango-river-42')).toBe(true);
    expect(await passwordMatches(a, 'mango-river-42')).toBe(false);
    expect(await passwordMatches(null, 'Mango-river-42')).toBe(false);
    expect(await passwordMatches('not a hash', 'Mango-river-42')).toBe(false);
  });
});
