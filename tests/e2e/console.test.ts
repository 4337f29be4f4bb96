import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { seedOperators } from '../helpers/operatorApi';
import { signIn as playerSignIn } from '../helpers/signIn';
import type { Deposit } from '../../src/generated/types';

// The operator console at /console, driven as an operator drives it, against the real server: an
// admin's module switch reaches a player's open page without a reload, the server closes the call
// at once, and the audit log shows it; a payments operator's open desk follows the server without a
// poll. The demo operators are config/seed/operators.json's.


const signIn = signInToConsole;
const newKey = () => randomBytes(18).toString('base64url');

describe.skipIf(siteAbsent())('the operator console', () => {
  it('lets an admin switch registration off for a player whose page is open, and shows it in the audit log', async ({ site }) => {
    const player = await openPage(site.siteUrl('/'));
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      ops.page.setDefaultTimeout(10_000);
      // Bengali first, like the product; the operator picks English.
      await page.getByRole('heading', { level: 1, name: 'কনসোলে লগ ইন করুন' }).waitFor();
      await page.getByLabel('ভাষা').selectOption('en');
      await signIn(page, 'admin');
      await checkAccessibility(page);

      expect(await player.page.getByTestId('register-button').count()).toBe(1);
      const registration = page.getByRole('switch', { name: 'Registration' });
      expect(await registration.isChecked()).toBe(true);
      await registration.uncheck();
      await expect.poll(() => page.getByRole('status').innerText()).toBe('“Registration” is off.');
      // The modules inside it read as off for players.
      await page.getByText('Off for players while “Registration” is off.').first().waitFor();

      // The server closes the call on the next request, the browser bypassed.
      const closed = await site.call<{ errorCode: string }>('/wps/member/register', { method: 'PUT', body: {}, headers: { Language: 'EN' } });
      expect(closed.status).toBe(403);
      expect(closed.body.errorCode).toBe('MODULE_DISABLED');
      // The player's open page follows within five seconds, without a reload.
      await player.page.getByTestId('register-button').waitFor({ state: 'detached', timeout: 8000 });

      await registration.check();
      await expect.poll(() => page.getByRole('status').innerText()).toBe('“Registration” is on.');
      await player.page.getByTestId('register-button').waitFor({ timeout: 8000 });

      await page.getByRole('link', { name: 'Audit log' }).click();
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      const text = await rows.allInnerTexts();
      expect(text[0]).toMatch(/admin\s+Switched a module\s+bd\s+Registration on/);
      expect(text[1]).toMatch(/admin\s+Switched a module\s+bd\s+Registration off/);
      expect(text.some((r) => /admin\s+Signed in/.test(r))).toBe(true);
      await page.getByLabel('Action').selectOption('module.set');
      await expect.poll(() => rows.count()).toBe(2);
      await checkAccessibility(page);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await player.context.close();
      await ops.context.close();
    }
  });

  it('starts a payments operator on the desk after sign-in, with how many wait in each queue, and shows a deposit submitted meanwhile without a reload or a poll', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/console'));
    try {
      page.setDefaultTimeout(10_000);
      // Every time the desk asks for its lists or counts; its timers run on a clock the test can move on.
      const deskAsks: string[] = [];
      page.on('request', (r) => void (/\/ops\/payments\/(counts|deposits)$/.test(new URL(r.url()).pathname) && deskAsks.push(r.url())));
      await page.clock.install();
      await page.getByLabel('ভাষা').selectOption('en');
      // The helper waits for the desk's heading: the payments operator's landing.
      await signIn(page, 'cashier');
      expect(new URL(page.url()).pathname).toBe('/console/payments');
      expect(await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
      const queues = page.getByRole('group', { name: 'Waiting on the desk' });
      await queues.getByRole('button', { name: 'Deposits (0)', pressed: true }).waitFor();
      expect(await queues.getByRole('button').allInnerTexts()).toEqual(['Deposits (0)', 'Withdrawals awaiting approval (0)', 'Withdrawals approved, to pay (0)']);
      await page.getByText('No deposit is waiting for a decision.').waitFor();
      await checkAccessibility(page);

      // A minute passes on the desk's clock with nothing changed on the server: it asks for nothing.
      const asked = deskAsks.length;
      await page.clock.fastForward('01:00');
      // A player asks for a deposit and pays it: only the payment puts it on the desk.
      const player = { Authorization: (await playerSignIn(site.call, 'player01')).token };
      const opened = await site.call<{ value: Deposit }>('/wps/v2/transaction/deposit', { method: 'POST', headers: { ...player, 'Idempotency-Key': newKey() }, body: { channel: 'bkash', amount: '700' } });
      expect(deskAsks).toHaveLength(asked);
      await site.call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { ...player, 'Idempotency-Key': newKey() }, body: { id: opened.body.value.id, transactionId: 'DESK7Q2K9X' } });
      await queues.getByRole('button', { name: 'Deposits (1)', pressed: true }).waitFor();
      await page.getByRole('listitem', { name: `D${opened.body.value.id} · ৳ 700.00 · player01` }).waitFor();
      expect(deskAsks.length).toBeGreaterThan(asked);
      // The modules are still a link away.
      await page.getByRole('link', { name: 'Modules' }).click();
      await page.getByRole('heading', { level: 1, name: 'Modules' }).waitFor();
      expectNoConsoleErrors(consoleErrors, 'the console');
    } finally {
      await context.close();
    }
  });

  it('shows a content operator the modules but lets them switch none, and refuses a wrong code', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/console'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await page.getByLabel('Username').fill('editor');
      await page.getByLabel('Password').fill(seedOperators.password);
      await page.getByLabel('Authenticator code').fill('000000');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('Wrong username, password or authenticator code.').waitFor();
      await signIn(page, 'editor');
      await page.getByText('Only an admin can switch modules.').waitFor();
      expect(await page.getByRole('switch', { name: 'Registration' }).isDisabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });
});
