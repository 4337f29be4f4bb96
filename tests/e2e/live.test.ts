import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { operatorApi } from '../helpers/operatorApi';
import type { Deposit, GameList } from '../../src/generated/types';

// An open page follows the server by itself: a cashier's decision on the player's deposit moves the
// header balance and is said on screen, with no tap and no polling; a sign-out elsewhere ends the
// page's session.

const newKey = () => randomBytes(18).toString('base64url');

describe.skipIf(siteAbsent())('the live channel in the browser', () => {
  it("shows a deposit approved in the console in the open page's header, without a tap or a poll", async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: session });
    try {
      const balanceAsks: string[] = [];
      page.on('request', (r) => void (r.url().includes('/wps/v2/wallets/balance') && balanceAsks.push(r.url())));
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      const asked = balanceAsks.length;

      // The player asked for a deposit and paid; the cashier approves it in another process's shoes.
      const member = { Authorization: session.token };
      const opened = await site.call<{ value: Deposit }>('/wps/v2/transaction/deposit', { method: 'POST', headers: { ...member, 'Idempotency-Key': newKey() }, body: { channel: 'bkash', amount: '2000' } });
      await site.call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { ...member, 'Idempotency-Key': newKey() }, body: { id: opened.body.value.id, transactionId: 'LIVE2K7LQ1' } });
      const ops = operatorApi(site);
      const cashier = await ops.tokenOf('cashier');
      // Nothing asked for the balance while nothing changed.
      expect(balanceAsks.length).toBe(asked);
      await ops.call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: opened.body.value.id, decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() });

      const said = page.getByRole('status').filter({ hasText: 'আপনার ৳ 2,000.00 জমা অনুমোদিত হয়েছে, ব্যালেন্সে যোগ হয়েছে।' });
      await said.waitFor();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 3,250.00');
      await checkAccessibility(page);
      await said.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await said.waitFor({ state: 'detached' });
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('ends the open page\'s session when it is signed out elsewhere', async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const { page, context } = await openPage(site.siteUrl('/'), { sessionStorage: session });
    try {
      await page.getByTestId('balance').waitFor();
      await site.call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: session.token } });
      await page.getByTestId('balance').waitFor({ state: 'detached' });
      await page.getByTestId('logged-out-bar').getByRole('link', { name: 'লগ ইন', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
  it("shows on an open game page the player's money moved elsewhere, once no round is in play", async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const list = await site.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'RNG', vassalage: 'JILI', gameClassify: 'JP', pageSize: '60' })}`);
    const slot = list.body.value.games.find((g) => g.maintenance === 0)!;
    const launch = await site.call<{ value: { gameUrl: string } }>(`/wps/game/launchGame?nodeId=${slot.nodeId}`, { headers: { Authorization: session.token } });
    const { page, context, consoleErrors } = await openPage(site.siteUrl(launch.body.value.gameUrl));
    try {
      await expect.poll(() => page.getByTestId('play-balance').innerText()).toContain('1,250.00');
      // The player moves ৳200 to a game wallet from another tab: the game stakes from the main wallet.
      await site.call('/wps/relay/GCS_walletTransfer', { method: 'POST', headers: { Authorization: session.token, 'Idempotency-Key': newKey() }, body: { mode: 'toVendor', vendor: 'EVO', amount: '200' } });
      await expect.poll(() => page.getByTestId('play-balance').innerText()).toContain('1,050.00');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
