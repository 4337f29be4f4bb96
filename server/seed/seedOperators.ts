import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI } from 'otplib';
import type { Tables } from '../db/tables';
import type { OperatorRole } from '../../src/generated/types';
import { hashPassword } from '../lib/password';
import { createOperator, findOperator, operatorCount } from '../modules/ops/store';
import { OPERATOR_PASSWORD_LENGTHS } from '../modules/ops/service';
import { contextWords, guessablePassword } from '../lib/passwordWeakness';
import { ConfigError } from '../config';
import createOperatorRequest from '../../schemas/api/ops/createOperator.request.json' with { type: 'json' };

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

/** Names an attacker tries first on any console: a first admin is never one of them (ASVS 6.3.2). */
const DEFAULT_NAMES = new Set(['admin', 'administrator', 'root', 'sa', 'superuser', 'operator', 'manager', 'support', 'test', 'demo', 'marquee']);
const operatorName = new RegExp(createOperatorRequest.properties.username.pattern);

/**
 * What is wrong with the first admin's name and password, said to the deployer in the start-up
 * log. The name is the deployer's own, as any operator's (ASVS 6.3.2: no default account); the
 * password is held to the rule every operator's own change meets (ASVS 6.2.1, 6.2.4): 12 to 128
 * characters, none of the most used passwords, not the name, not built on the product's names.
 */
export function firstAdminProblem(name: string | undefined, password: string): string | null {
  if (!name) return 'MARQUEE_ADMIN_NAME must name the first admin as well';
  if (!operatorName.test(name)) return 'MARQUEE_ADMIN_NAME must be 3 to 32 letters, digits, ".", "_" or "-", starting with a letter';
  if (DEFAULT_NAMES.has(name.toLowerCase())) return `MARQUEE_ADMIN_NAME must not be "${name}", a name tried first on every console`;
  const { min, max } = OPERATOR_PASSWORD_LENGTHS;
  if (password.length < min || password.length > max) return `MARQUEE_ADMIN_PASSWORD must be ${min} to ${max} characters long`;
  const weak = guessablePassword(password, name, contextWords(null));
  if (weak === 'errors:reason_password_common') return 'MARQUEE_ADMIN_PASSWORD is one of the most used passwords';
  if (weak) return "MARQUEE_ADMIN_PASSWORD is the admin's name or built on the product's names";
  return null;
}

/**
 * The first admin, from MARQUEE_ADMIN_NAME and MARQUEE_ADMIN_PASSWORD, when no operator exists
 * yet: the way into the console of a new production database. The password sat in the
 * deployment's settings, so the first sign-in must choose another. Answers the authenticator key
 * to enrol (an otpauth URI, shown once in the start-up log), or null when there was nothing to do.
 */
export async function createFirstAdmin(db: Kysely<Tables>, first: { name?: string | undefined; password?: string | undefined }): Promise<{ name: string; key: string } | null> {
  const { name, password } = first;
  if (!password || (await operatorCount(db)) > 0) return null;
  const problem = firstAdminProblem(name, password);
  if (problem) throw new ConfigError(`${problem}; the first admin was not made`);
  const totpSecret = generateSecret();
  await createOperator(db, { username: name!, role: 'admin', totpSecret, passwordHash: await hashPassword(password), mustChangePassword: true });
  return { name: name!, key: generateURI({ issuer: 'Marquee console', label: name!, secret: totpSecret }) };
}
