import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI } from 'otplib';
import type { Tables } from '../db/tables';
import type { OperatorRole } from '../../src/generated/types';
import { hashPassword } from '../modules/session/password';
import { createOperator, findOperator, operatorCount } from '../modules/operator/store';

interface SeedOperator {
  username: string;
  role: OperatorRole;
  /** Base32: the demo's authenticator key, printed by `npm run console:code`. */
  totpSecret: string;
}

/** The demo operators of config/seed/operators.json, each added once. Never called in production. */
export async function seedDemoOperators(db: Kysely<Tables>, configDir: string): Promise<string[]> {
  const file = JSON.parse(readFileSync(join(configDir, 'seed', 'operators.json'), 'utf8')) as { password: string; operators: SeedOperator[] };
  const added: string[] = [];
  for (const op of file.operators) {
    if (await findOperator(db, op.username.toLowerCase())) continue;
    await createOperator(db, { username: op.username, role: op.role, totpSecret: op.totpSecret, passwordHash: await hashPassword(file.password) }).then(
      () => added.push(op.username),
      // Another process starting at once added it first.
      () => undefined,
    );
  }
  return added;
}

/**
 * The first admin, from MARQUEE_ADMIN_PASSWORD, when no operator exists yet: the way into the
 * console of a new production database. Answers the authenticator key to enrol (an otpauth URI,
 * shown once in the start-up log), or null when there was nothing to do.
 */
export async function createFirstAdmin(db: Kysely<Tables>, password: string | undefined): Promise<string | null> {
  if (!password || (await operatorCount(db)) > 0) return null;
  const totpSecret = generateSecret();
  await createOperator(db, { username: 'admin', role: 'admin', totpSecret, passwordHash: await hashPassword(password) });
  return generateURI({ issuer: 'Marquee console', label: 'admin', secret: totpSecret });
}
