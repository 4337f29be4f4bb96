import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { firstAdminProblem } from './seedOperators';
import { prepareDatabase } from '../boot';
import { projectRoot } from '../config';
import { passwordMatches } from '../lib/password';
import { freshDatabase } from '../../tests/helpers/freshDatabase';
import { like } from '../../tests/helpers/like';

const strong = 'seven lanterns over the padma';

describe('the first admin (MARQUEE_ADMIN_NAME, MARQUEE_ADMIN_PASSWORD)', () => {
  it.each([
    ['no name', undefined, strong, 'MARQUEE_ADMIN_NAME must name the first admin as well'],
    ['a default name (ASVS 6.3.2)', 'Admin', strong, 'MARQUEE_ADMIN_NAME must not be "Admin", a name tried first on every console'],
    ['a name no operator may have', 'a b', strong, 'MARQUEE_ADMIN_NAME must be 3 to 32 letters, digits, ".", "_" or "-", starting with a letter'],
    ['a password of 11 characters', 'nadia.k', 'Tq7#mPz!w2K', 'MARQUEE_ADMIN_PASSWORD must be 12 to 128 characters long'],
    ['a password of 129 characters', 'nadia.k', 'x'.repeat(129), 'MARQUEE_ADMIN_PASSWORD must be 12 to 128 characters long'],
    ['one of the most used passwords', 'nadia.k', '1qaz2wsx3edc', 'MARQUEE_ADMIN_PASSWORD is one of the most used passwords'],
    ['the product’s name with digits', 'nadia.k', 'Marquee2026!!', "MARQUEE_ADMIN_PASSWORD is the admin's name or built on the product's names"],
    ['a name and a long phrase of the deployer’s own', 'nadia.k', strong, null],
  ])('%s', (_case, name, password, problem) => {
    expect(firstAdminProblem(name, password)).toBe(problem);
  });
});

describe('the first admin of a new database', () => {
  it('is made once, by the deployer’s name, and must choose a new password at the first sign-in', async () => {
    const fresh = await freshDatabase();
    try {
      const start = () => prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: false, adminName: 'nadia.k', adminPassword: strong });
      expect((await start()).firstAdmin).toEqual({ name: 'nadia.k', key: like.stringMatching(/^otpauth:\/\/totp\/.*nadia\.k\?/) });
      const rows = await fresh.database.db.selectFrom('operators').select(['username', 'role', 'must_change_password', 'password_hash']).execute();
      expect(rows.map(({ password_hash: _hash, ...r }) => r)).toEqual([{ username: 'nadia.k', role: 'admin', must_change_password: true }]);
      expect(await passwordMatches(rows[0]!.password_hash, strong)).toBe(true);
      // The next start finds an operator and makes nobody.
      expect((await start()).firstAdmin).toBeNull();
      expect(await fresh.database.db.selectFrom('operators').select('username').execute()).toHaveLength(1);
    } finally {
      await fresh.dispose();
    }
  });
});
