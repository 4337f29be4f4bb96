import type { Page } from 'playwright-core';
import { seedOperators } from '../../helpers/operatorApi';
import { codeNow } from '../../helpers/totp';

/**
 * Signs a demo operator in on the console's sign-in page (its labels in the language it shows), and
 * waits for the first page: a payments operator's is the desk, everyone else's the modules.
 */
export async function signInToConsole(page: Page, username: string): Promise<void> {
  const { totpSecret: secret, role } = seedOperators.operators.find((o) => o.username === username)!;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(seedOperators.password);
  await page.getByLabel('Authenticator code').fill(await codeNow(secret, 8_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: role === 'payments' ? 'Payments' : 'Modules' }).waitFor();
}
