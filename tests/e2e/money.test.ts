import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import { signInToConsole } from './helpers/console';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/config';

// A player's money in the member centre: the wallet page moves money to a game wallet and back
// through the real API and ledger, and the account record lists each movement with the balance
// after it.

const phone = { width: 390, height: 844 };

async function openCentrePage(page: Page, account: string, entry: string) {
  await page.getByRole('button', { name: `অ্যাকাউন্ট মেনু: ${account}` }).click();
  await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
  const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
  await centre.waitFor();
  await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: entry }).click();
  return centre;
}

describe.skipIf(siteAbsent())('money in the member centre', () => {
  // Each of these walks a whole money flow, with the axe check on every screen it reaches: on a
  // loaded machine that passes a minute, as the withdrawal's does.
  it('moves money to a game wallet and back, once per tap, and lists both in the account record', { timeout: 150_000 }, async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      const centre = await openCentrePage(page, 'player01', 'আমার ওয়ালেট');
      await expect.poll(() => centre.getByTestId('main-wallet').innerText()).toBe('৳ 1,250.00');
      await checkAccessibility(page);

      // The form checks what it can before asking: too much, then nothing sensible.
      await centre.getByLabel('গেম ওয়ালেট', { exact: true }).selectOption({ label: 'Evolution (৳ 0.00)' });
      await centre.getByLabel(/^পরিমাণ( \*)?$/).fill('5000');
      await centre.getByRole('button', { name: 'ট্রান্সফার করুন' }).click();
      await centre.getByText('এটি পাওয়া যাওয়া ৳ 1,250.00-এর চেয়ে বেশি।').waitFor();
      await centre.getByLabel(/^পরিমাণ( \*)?$/).fill('abc');
      await centre.getByRole('button', { name: 'ট্রান্সফার করুন' }).click();
      await centre.getByText('0-এর বেশি একটি পরিমাণ লিখুন, দশমিকের পরে সর্বোচ্চ দুই ঘর।').waitFor();

      await centre.getByRole('button', { name: '500', exact: true }).click();
      // Two quick taps: one transfer.
      await centre.getByRole('button', { name: 'ট্রান্সফার করুন' }).dblclick();
      await centre.getByText('৳ 500.00 Evolution-এ সরানো হয়েছে।').waitFor();
      await expect.poll(() => centre.getByTestId('main-wallet').innerText()).toBe('৳ 750.00');
      expect(await centre.getByRole('row', { name: /Evolution/ }).innerText()).toMatch(/Evolution\s+৳ 500\.00/);
      // What the member may spend did not change: the header counts every wallet but the hold.
      expect(await page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      await checkAccessibility(page);

      await centre.getByRole('button', { name: 'সব প্রধান ওয়ালেটে ফিরিয়ে আনুন' }).click();
      await centre.getByText('৳ 500.00 প্রধান ওয়ালেট-এ সরানো হয়েছে।').waitFor();
      await expect.poll(() => centre.getByTestId('main-wallet').innerText()).toBe('৳ 1,250.00');

      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'অ্যাকাউন্ট রেকর্ড' }).click();
      const rows = centre.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(5);
      const texts = (await rows.allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
      // Each row in words: where the money went, the wallet, the signed amount, the balance after, and no code of the books.
      expect(texts[0]).toMatch(/ গেম ওয়ালেটগুলো থেকে ট্রান্সফার প্রধান ওয়ালেট ৳ \+500\.00 ৳ 1,250\.00 —$/);
      expect(texts[1]).toMatch(/ Evolution থেকে ট্রান্সফার Evolution ৳ -500\.00 ৳ 0\.00 —$/);
      expect(texts[2]).toMatch(/ Evolution-এ ট্রান্সফার Evolution ৳ \+500\.00 ৳ 500\.00 —$/);
      expect(texts[3]).toMatch(/ Evolution-এ ট্রান্সফার প্রধান ওয়ালেট ৳ -500\.00 ৳ 750\.00 —$/);
      expect(texts[4]).toMatch(/ ডেমো ক্রেডিট প্রধান ওয়ালেট ৳ \+1,250\.00 ৳ 1,250\.00 —$/);
      expect(texts.join(' ')).not.toMatch(/EVO/);
      await centre.getByLabel('ধরন').selectOption('deposit');
      await centre.getByText('এই সময়ে টাকার কোনো লেনদেন নেই।').waitFor();
      await checkAccessibility(page);
      // Bonus details read the same ledger, bonuses only: none yet.
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'বোনাসের বিবরণ' }).click();
      await centre.getByText('এই সময়ে কোনো বোনাস জমা হয়নি।').waitFor();
      expect(await centre.getByLabel('ধরন').count()).toBe(0);

      // Profit and loss per product, from bets and wins in the ledger (as a game would write them).
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'ব্যক্তিগত লাভ-ক্ষতি' }).click();
      await centre.getByText('এই সময়ে কোনো বাজি নেই।').waitFor();
      const { id: memberId } = await site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
      await postChange(site.database.db, { brandId: 'bd', idempotencyKey: 'e2e-bet', kind: 'bet', reference: 'RNG/JILI', postings: [{ memberId, amount: -20000n }, { house: 'bets', amount: 20000n }] });
      await postChange(site.database.db, { brandId: 'bd', idempotencyKey: 'e2e-win', kind: 'win', reference: 'RNG/JILI', postings: [{ memberId, amount: 5050n }, { house: 'bets', amount: -5050n }] });
      await centre.getByLabel('শুরুর তারিখ', { exact: true }).fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()));
      await expect.poll(async () => (await centre.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(['স্লট ৳ 200.00 ৳ 50.50 ৳ -149.50']);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
      expect(await checkLedger(site.database.db)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deposits by bKash: the member pays to the account shown, a payments operator approves in the console, and the header balance rises', { timeout: 150_000 }, async ({ site }) => {
    const player = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = player;
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      await page.getByTestId('signed-in-bar').getByRole('button', { name: 'জমা দিন' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByText('এখনো কোনো জমা নেই।').waitFor();
      await checkAccessibility(page);

      await centre.getByRole('radio', { name: 'bKash' }).check();
      await centre.getByLabel(/^পরিমাণ( \*)?$/).fill('50');
      await centre.getByRole('button', { name: 'এগিয়ে যান' }).click();
      await centre.getByText('এখানে সর্বনিম্ন ৳ 100.00 পাঠানো যায়।').waitFor();
      await centre.getByRole('button', { name: '2,000', exact: true }).click();
      await centre.getByRole('button', { name: 'এগিয়ে যান' }).click();
      await centre.getByRole('heading', { name: 'bKash দিয়ে ৳ 2,000.00 পাঠান' }).waitFor();
      expect(await centre.locator('.pay-to').innerText()).toMatch(/bKash 1\s+01711000001[\s\S]*রেফারেন্স\s+D\d+/);
      await checkAccessibility(page);

      await centre.getByLabel('ট্রানজেকশন আইডি').fill('9FX2K7LQ1M');
      await centre.getByLabel('প্রমাণের ছবি (ঐচ্ছিক)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: readFileSync(join(projectRoot, 'public', 'brand', 'bd', 'icon-192.png')) });
      await centre.getByRole('button', { name: 'অনুমোদনের জন্য পাঠান' }).click();
      await centre.getByText(/আপনার ৳ 2,000.00 জমা \(D\d+\) পেমেন্ট দলের কাছে আছে।/).waitFor();
      await centre.getByText('যাচাই চলছে').waitFor();

      // The payments desk, in English.
      await ops.page.getByLabel('ভাষা').selectOption('en');
      // A payments operator starts on the desk, which says how many wait in each queue.
      await signInToConsole(ops.page, 'cashier');
      const queues = ops.page.getByRole('group', { name: 'Waiting on the desk' });
      await queues.getByRole('button', { name: 'Deposits (1)', pressed: true }).waitFor();
      expect(await queues.getByRole('button').allInnerTexts()).toEqual(['Deposits (1)', 'Withdrawals awaiting approval (0)', 'Withdrawals approved, to pay (0)']);
      const card = ops.page.getByRole('listitem', { name: /^D\d+ · ৳ 2,000.00 · player01$/ });
      await card.waitFor();
      expect(await card.innerText()).toMatch(/bKash 1 · 01711000001[\s\S]*9FX2K7LQ1M/);
      await card.getByRole('button', { name: 'Proof 1' }).click();
      await card.getByRole('img', { name: /^Proof picture 1 of deposit D\d+$/ }).waitFor();
      await checkAccessibility(ops.page);
      await card.getByRole('button', { name: 'Approve and credit ৳ 2,000.00' }).click();
      await ops.page.getByText(/^D\d+ approved: ৳ 2,000.00 credited to player01\.$/).waitFor();
      await ops.page.getByText('No deposit is waiting for a decision.').waitFor();
      await queues.getByRole('button', { name: 'Deposits (0)' }).waitFor();

      // The player's open page: the balance follows on the next look, without a reload.
      await centre.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await page.getByTestId('balance').click();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 3,250.00');
      expect(await checkLedger(site.database.db)).toEqual([]);
      expectNoConsoleErrors(player.consoleErrors);
    } finally {
      await player.context.close();
      await ops.context.close();
    }
  });

  // Two pages, a dozen steps and the console between them: a full run's load takes it past the default minute.
  it('withdraws to a bKash account in the member\'s name: held at once, approved and paid in the console, confirmed received by the member', { timeout: 150_000 }, async ({ site }) => {
    const player = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = player;
      const centre = await openCentrePage(page, 'player01', 'উত্তোলন');
      await centre.getByText('প্রথম উত্তোলনের আগে, আমার অ্যাকাউন্টে:').waitFor();
      await checkAccessibility(page);

      // My account: real name, payment password, a bKash account in that name.
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'আমার অ্যাকাউন্ট' }).click();
      await centre.getByLabel('আসল নাম').fill('Karim Uddin');
      await centre.getByRole('button', { name: 'তথ্য সংরক্ষণ করুন' }).click();
      await centre.getByText('আপনার তথ্য সংরক্ষিত হয়েছে।').waitFor();
      await centre.getByLabel('নতুন পেমেন্ট পাসওয়ার্ড').fill('246802');
      await centre.getByRole('button', { name: 'পেমেন্ট পাসওয়ার্ড দিন' }).click();
      await centre.getByText('আপনার পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে।').waitFor();
      await centre.getByLabel('bKash নম্বর').fill('0171234');
      await centre.getByRole('button', { name: 'অ্যাকাউন্ট যোগ করুন' }).click();
      await centre.getByText('এটি সঠিক bKash অ্যাকাউন্ট নম্বর নয়।').waitFor();
      await centre.getByLabel('bKash নম্বর').fill('01712345678');
      await centre.getByRole('button', { name: 'অ্যাকাউন্ট যোগ করুন' }).click();
      await centre.getByText('অ্যাকাউন্ট যোগ হয়েছে।').waitFor();
      await checkAccessibility(page);

      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'উত্তোলন' }).click();
      await centre.getByLabel(/^পরিমাণ( \*)?$/).fill('600');
      await centre.getByLabel('পেমেন্ট পাসওয়ার্ড').fill('246802');
      await centre.getByRole('button', { name: 'উত্তোলন করুন' }).click();
      await centre.getByText(/^৳ 600.00 \(W\d+\) আপনার উত্তোলনের জন্য আটকে রাখা হয়েছে/).waitFor();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 650.00');
      await centre.getByText('আটকে রাখা, যাচাই চলছে').waitFor();

      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'cashier');
      // The queue's button opens it.
      const queues = ops.page.getByRole('group', { name: 'Waiting on the desk' });
      await queues.getByRole('button', { name: 'Withdrawals awaiting approval (1)' }).click();
      expect(await ops.page.getByLabel('Show').inputValue()).toBe('withdrawals');
      const card = ops.page.getByRole('listitem', { name: /^W\d+ · ৳ 600.00 · player01$/ });
      await card.getByText('bKash +8801712345678 · Karim Uddin').waitFor();
      await card.getByRole('button', { name: 'Approve' }).click();
      await ops.page.getByText(/approved: pay ৳ 600.00, then mark it paid\.$/).waitFor();
      await queues.getByRole('button', { name: 'Withdrawals approved, to pay (1)' }).click();
      expect(await ops.page.getByLabel('Status').inputValue()).toBe('approved');
      expect(await queues.getByRole('button', { name: 'Withdrawals awaiting approval (0)' }).count()).toBe(1);
      // Marking it paid asks the payout reference, said at its field when missing or malformed.
      await ops.page.getByRole('button', { name: 'Mark ৳ 600.00 paid' }).click();
      const reference = card.getByLabel('Payout reference (bKash TrxID or bank reference)');
      await card.getByRole('button', { name: 'Mark ৳ 600.00 paid' }).click();
      await card.getByRole('alert').getByText('Type the payout reference the payment shows, so the member can trace the money.').waitFor();
      expect(await reference.getAttribute('aria-invalid')).toBe('true');
      expect(await reference.evaluate((e) => e === document.activeElement)).toBe(true);
      await checkAccessibility(ops.page);
      await reference.fill('9FX 2K7');
      await card.getByRole('button', { name: 'Mark ৳ 600.00 paid' }).click();
      await card.getByRole('alert').getByText('A payout reference is 4 to 40 letters and digits, with - / . or _ only between them.').waitFor();
      await reference.fill('9FX2K7LQ1M');
      await card.getByLabel('Picture of the payment (optional)').setInputFiles({ name: 'payout.png', mimeType: 'image/png', buffer: readFileSync(join(projectRoot, 'public', 'brand', 'bd', 'icon-192.png')) });
      await card.getByText('payout.png').waitFor();
      await card.getByRole('button', { name: 'Mark ৳ 600.00 paid' }).click();
      await ops.page.getByText(/: ৳ 600.00 paid to player01\.$/).waitFor();
      await queues.getByRole('button', { name: 'Withdrawals approved, to pay (0)' }).waitFor();
      // The paid one shows the reference and the picture.
      await ops.page.getByLabel('Status').selectOption('paid');
      const paid = ops.page.getByRole('listitem', { name: /^W\d+ · ৳ 600.00 · player01$/ });
      expect(await paid.innerText()).toMatch(/Payout reference\s+9FX2K7LQ1M/);
      await paid.getByRole('button', { name: 'Payment picture' }).click();
      await paid.getByRole('img', { name: /^Picture of the payment of withdrawal W\d+$/ }).waitFor();
      await checkAccessibility(ops.page);

      // The member's page asks whether it arrived; they say it did.
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'আমার ওয়ালেট' }).click();
      await centre.getByTestId('main-wallet').waitFor();
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'উত্তোলন' }).click();
      await centre.getByText('পাঠানো হয়েছে: পৌঁছেছে কি?').waitFor();
      // The member reads how it was paid, and opens the picture of the payment.
      await centre.getByText('পেমেন্টের রেফারেন্স 9FX2K7LQ1M').waitFor();
      const picture = centre.getByRole('button', { name: 'পেমেন্টের ছবি' });
      expect(await picture.getAttribute('aria-expanded')).toBe('false');
      await picture.click();
      await centre.getByRole('img', { name: /^W\d+-এর পেমেন্টের ছবি$/ }).waitFor();
      expect(await picture.getAttribute('aria-expanded')).toBe('true');
      await checkAccessibility(page);
      // Not received asks what happened and for proof, and says so at the pictures when there is none.
      await centre.getByRole('radio', { name: 'পাইনি' }).check();
      await centre.getByLabel('কী হয়েছে (ঐচ্ছিক)').waitFor();
      await centre.getByRole('button', { name: 'উত্তর পাঠান' }).click();
      await centre.getByText('প্রমাণ হিসেবে আপনার অ্যাকাউন্টের অন্তত একটি স্ক্রিনশট দিন।').waitFor();
      expect(await centre.getByLabel(/^প্রমাণের ছবি( \*)?$/).evaluate((e) => e === document.activeElement)).toBe(true);
      await checkAccessibility(page);
      await centre.getByRole('radio', { name: 'পুরোটা পেয়েছি' }).check();
      expect(await centre.getByLabel('কী হয়েছে (ঐচ্ছিক)').count()).toBe(0);
      await centre.getByRole('button', { name: 'উত্তর পাঠান' }).click();
      await centre.getByText('পেয়েছেন', { exact: true }).waitFor();
      await checkAccessibility(page);

      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'অ্যাকাউন্ট রেকর্ড' }).click();
      const rows = centre.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(4);
      const texts = (await rows.allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
      // Each names the account's kind and the withdrawal's reference.
      expect(texts[0]).toMatch(/ উত্তোলন পরিশোধিত · bKash উত্তোলনের জন্য আটকে রাখা ৳ -600\.00 ৳ 0\.00 W\d+$/);
      expect(texts[1]).toMatch(/ উত্তোলন আটকে রাখা · bKash উত্তোলনের জন্য আটকে রাখা ৳ \+600\.00 ৳ 600\.00 W\d+$/);
      expect(texts[2]).toMatch(/ উত্তোলন আটকে রাখা · bKash প্রধান ওয়ালেট ৳ -600\.00 ৳ 650\.00 W\d+$/);

      // On a phone the withdrawal is a card: the account in words, the amount, the status, the time,
      // the reference, and how the desk paid it.
      await page.setViewportSize(phone);
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'উত্তোলন', exact: true }).click();
      const withdrawal = centre.getByRole('list', { name: 'আপনার উত্তোলনসমূহ' }).getByRole('listitem').first();
      await withdrawal.waitFor();
      expect((await withdrawal.innerText()).replace(/\s+/g, ' ').trim()).toMatch(/^bKash \+8801712345678 · Karim Uddin ৳ 600\.00 অবস্থা পেয়েছেন সময় \d{4}-\d\d-\d\d \d\d:\d\d:\d\d রেফারেন্স W\d+ পেমেন্টের রেফারেন্স 9FX2K7LQ1M পেমেন্টের ছবি$/);
      const box = await withdrawal.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      await checkAccessibility(page);
      expect(await checkLedger(site.database.db)).toEqual([]);
      expectNoConsoleErrors(player.consoleErrors);
    } finally {
      await player.context.close();
      await ops.context.close();
    }
  });
  it('reads the account record and the deposits as cards on a phone: what it was in words, the amount, the balance after, the time and the reference', async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const call = memberApi(site, session.token);
    const ok = async (answer: Promise<{ body: Envelope<unknown> }>) => {
      const { body } = await answer;
      if (!body.success) throw new Error(JSON.stringify(body));
      return body.value as { id: string };
    };
    // A deposit the desk approved, one still open, a transfer to a game wallet and a bet in a slot game.
    const approved = await ok(call('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '2000' }));
    await ok(call('/wps/v2/transaction/deposit/submit', 'POST', { id: approved.id, transactionId: 'PHN7Q2X9K1' }));
    const cashier = await operatorApi(site).tokenOf('cashier');
    await ok(operatorApi(site).call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: approved.id, decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() }));
    const open = await ok(call('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '500' }));
    await ok(call('/wps/relay/GCS_walletTransfer', 'POST', { mode: 'toVendor', vendor: 'EVO', amount: '500' }));
    const { id: memberId } = await site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    await postChange(site.database.db, { brandId: 'bd', idempotencyKey: 'e2e-phone-bet', kind: 'bet', reference: 'RNG/PG', postings: [{ memberId, amount: -20000n }, { house: 'bets', amount: 20000n }] });

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { viewport: phone, sessionStorage: { ...session } });
    try {
      page.setDefaultTimeout(15_000);
      await page.getByTestId('tab-bar').getByRole('button', { name: 'জমা' }).click();
      const centre = page.getByRole('dialog');
      await centre.waitFor();
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'অ্যাকাউন্ট রেকর্ড' }).click();
      const cards = centre.getByRole('list', { name: 'অ্যাকাউন্ট রেকর্ড' }).getByRole('listitem');
      const read = async () => (await cards.allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
      // One reading of every card at once, taken when all five are there: the list may be drawn again between a count and a read.
      let texts: string[] = [];
      await expect.poll(async () => (texts = await read()).length).toBe(5);
      // Newest first: the bet, the transfer's two sides, the deposit, the demo credit.
      expect(texts[0]).toMatch(/^বাজি · স্লট · PG Soft ৳ -200\.00 সময় .+ পরের ব্যালেন্স ৳ 2,550\.00 ওয়ালেট প্রধান ওয়ালেট$/);
      expect(texts[1]).toMatch(/^Evolution-এ ট্রান্সফার ৳ \+500\.00 সময় .+ পরের ব্যালেন্স ৳ 500\.00 ওয়ালেট Evolution$/);
      expect(texts[2]).toMatch(/^Evolution-এ ট্রান্সফার ৳ -500\.00 সময় .+ পরের ব্যালেন্স ৳ 2,750\.00 ওয়ালেট প্রধান ওয়ালেট$/);
      expect(texts[3]).toMatch(new RegExp(`^জমা · bKash ৳ \\+2,000\\.00 সময় .+ পরের ব্যালেন্স ৳ 3,250\\.00 ওয়ালেট প্রধান ওয়ালেট রেফারেন্স D${approved.id}$`));
      expect(texts[4]).toMatch(/^ডেমো ক্রেডিট ৳ \+1,250\.00 সময় .+ পরের ব্যালেন্স ৳ 1,250\.00 ওয়ালেট প্রধান ওয়ালেট$/);
      expect(texts.join(' ')).not.toMatch(/RNG|\bPG\b(?! Soft)|EVO|vendor:/);
      // The time is the brand's, and every figure is on the screen: no table scrolls them away.
      expect(texts[0]).toContain(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()));
      expect(await centre.locator('table').isVisible()).toBe(false);
      for (const box of await Promise.all((await cards.all()).map((c) => c.boundingBox()))) expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      await checkAccessibility(page);

      // The deposits, as cards too: the channel, the amount, the status in words, the time and the reference.
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'জমা', exact: true }).click();
      const deposits = centre.getByRole('list', { name: 'আপনার জমাসমূহ' }).getByRole('listitem');
      let depositTexts: string[] = [];
      await expect.poll(async () => (depositTexts = (await deposits.allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim())).length).toBe(2);
      expect(depositTexts[0]).toMatch(new RegExp(`^bKash ৳ 500\\.00 অবস্থা আপনার পেমেন্টের অপেক্ষায় সময় .+ রেফারেন্স D${open.id} `));
      expect(depositTexts[1]).toMatch(new RegExp(`^bKash ৳ 2,000\\.00 অবস্থা জমা হয়েছে সময় .+ রেফারেন্স D${approved.id} ট্রানজেকশন আইডি PHN7Q2X9K1$`));
      for (const box of await Promise.all((await deposits.all()).map((c) => c.boundingBox()))) expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
