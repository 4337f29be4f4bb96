import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's first choice). The
// parameters travel inside each hash, so raising them later still verifies old ones.

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash made for a password nobody has, verified when the account is unknown so both answers take as long. */
const unknownAccountHash = hash('no account has this password');

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await unknownAccountHash, password);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
