import bnAgent from '../../locales/bn/agent.json';
import bnErrors from '../../locales/bn/errors.json';
import enAgent from '../../locales/en/agent.json';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { demoPassword, signIn } from '../helpers/signIn';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { hashPassword } from '../../server/lib/password';

/**
 * Agents' contracts (decision 0283) as agents use them: agent01 reads its house real-time salary and
 * offers agent02 one within it, in Bengali; agent02 accepts it in English, in force from the next
 * five minutes; agent01 sees it accepted.
 */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function realTimeContract(site: SiteServer, downline: string) {
  return site.database.db
    .selectFrom('contracts as c')
    .innerJoin('members as m', 'm.id', 'c.downline_id')
    .select(['c.status', 'c.starts_at', 'c.terms'])
    .where('m.brand_id', '=', 'bd')
    .where('m.account', '=', downline)
    .where('c.kind', '=', 'realtime')
    .executeTakeFirst();
}

const phone = { width: 390, height: 844 };

/**
 * agent01 → agent02 → agent03, each with a real-time salary in force, and agent01's new offer to
 * agent02 below what agent02 gave agent03.
 */
async function offerBelowGiven(site: SiteServer) {
  const db = site.database.db;
  const idOf = async (account: string) => (await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const [agent01, agent02] = [await idOf('agent01'), await idOf('agent02')];
  const { id: agent03 } = await db
    .insertInto('members')
    .values({ brand_id: 'bd', account: 'agent03', password_hash: await hashPassword(demoPassword), type: 1, upline_id: agent02 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const since = new Date(Date.now() - 3_600_000);
  const contract = (upline: string, downline: string, terms: object, status: 'accepted' | 'pending') => ({
    brand_id: 'bd',
    kind: 'realtime' as const,
    upline_id: upline,
    downline_id: downline,
    terms: JSON.stringify(terms),
    status,
    ...(status === 'accepted' ? { starts_at: since, decided_at: since } : {}),
  });
  await db
    .insertInto('contracts')
    .values([
      contract(agent01, agent02, { profitRate: '0.2', lossRate: '0.4', minBet: '10.00' }, 'accepted'),
      contract(agent02, agent03, { profitRate: '0.15', lossRate: '0.3', minBet: '10.00' }, 'accepted'),
      contract(agent01, agent02, { profitRate: '0.1', lossRate: '0.2', minBet: '10.00' }, 'pending'),
    ])
    .execute();
}

const contractOf = (site: SiteServer, downline: string, status: 'accepted' | 'pending') =>
  site.database.db
    .selectFrom('contracts as c')
    .innerJoin('members as m', 'm.id', 'c.downline_id')
    .select(['c.status', 'c.end_cause', 'c.ends_at'])
    .where('m.brand_id', '=', 'bd')
    .where('m.account', '=', downline)
    .where('c.kind', '=', 'realtime')
    .where('c.status', '=', status)
    .execute();

describe.skipIf(siteAbsent())('agents’ contracts', () => {
  it('has agent01 offer agent02 a real-time salary within its own, agent02 accept it, and agent01 see it accepted', { timeout: 120_000 }, async ({ site }) => {
    const one = await openPage(site.siteUrl('/login?portal=agent'));
    try {
      const { page } = one;
      page.setDefaultTimeout(20_000);
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('agent01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(demoPassword);
      await page.keyboard.press('Enter');
      const centre = page.getByRole('dialog', { name: bnAgent.title });
      await centre.getByRole('button', { name: bnAgent.agentRealtimeSalary }).click();
      await centre.getByRole('heading', { level: 2, name: bnAgent.agentRealtimeSalary }).waitFor();

      // Its own contract: with the house, in force, its three figures.
      const mine = centre.getByRole('region', { name: bnAgent.contractMine });
      const house = mine.getByRole('article', { name: bnAgent.contractWithHouse });
      await house.waitFor();
      expect(await house.innerText()).toContain(bnAgent.contractStatus_inForce);
      const houseTerms = house.getByRole('group', { name: fill(bnAgent.contractTermsOf, { account: bnAgent.contractHouse }) }).getByRole('definition');
      expect(await houseTerms.allInnerTexts()).toEqual(['0.2 %', '0.5 %', '৳ 10.00']);
      // The house answers a request to end it from the console.
      expect(await house.getByRole('button').allInnerTexts()).toEqual([bnAgent.contractMove_terminate]);
      await checkAccessibility(page);

      // The offer starts at its own terms; a rate typed wrong is caught before it is sent.
      const offer = centre.getByRole('form', { name: bnAgent.contractOfferTitle });
      await offer.getByLabel(bnAgent.contractDownline).selectOption({ label: 'agent02 (Salma)' });
      const profit = offer.getByLabel(bnAgent.contractField_profitRate);
      const loss = offer.getByLabel(bnAgent.contractField_lossRate);
      expect(await profit.inputValue()).toBe('0.2');
      expect(await offer.getByText(fill(bnAgent.contractYours, { value: '0.5 %' })).count()).toBe(1);
      await profit.fill('0.1%');
      await offer.getByRole('button', { name: bnAgent.contractOfferSubmit }).click();
      await offer.getByText(bnAgent.contractRateFormat).waitFor();
      expect(await profit.getAttribute('aria-invalid')).toBe('true');

      // Above its own loss rate: the server's word, in Bengali, and nothing offered.
      await profit.fill('0.1');
      await loss.fill('0.6');
      await offer.getByRole('button', { name: bnAgent.contractOfferSubmit }).click();
      await offer.getByRole('alert').filter({ hasText: bnErrors.contract_above_ceiling }).waitFor();
      expect(await realTimeContract(site, 'agent02')).toBeUndefined();
      await checkAccessibility(page);

      await loss.fill('0.4');
      await loss.press('Enter');
      await offer
        .getByRole('status')
        .filter({ hasText: fill(bnAgent.contractOfferSent, { account: 'agent02' }) })
        .waitFor();
      const given = centre.getByRole('region', { name: bnAgent.contractGiven });
      const toTwo = given.getByRole('article', { name: fill(bnAgent.contractWithDownline, { account: 'agent02' }) });
      await toTwo.getByText(bnAgent.contractStatus_pending).waitFor();
      expect(
        await toTwo
          .getByRole('group', { name: fill(bnAgent.contractTermsOf, { account: 'agent02' }) })
          .getByRole('definition')
          .allInnerTexts(),
      ).toEqual(['0.1 %', '0.4 %', '৳ 10.00']);
      await toTwo.getByRole('button', { name: fill(bnAgent.contractMoveOf_withdraw, { account: 'agent02' }) }).waitFor();

      // agent02, in English: the page is in its menu now that an offer waits; it accepts.
      const two = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'agent02') });
      try {
        const p2 = two.page;
        p2.setDefaultTimeout(20_000);
        await p2.evaluate(() => localStorage.setItem('hisLang', 'en'));
        await p2.reload({ waitUntil: 'networkidle' });
        await p2.getByRole('button', { name: 'Account menu: agent02' }).click();
        await p2.getByRole('button', { name: 'Agent centre' }).click();
        const centre2 = p2.getByRole('dialog', { name: enAgent.title });
        await centre2.getByRole('button', { name: enAgent.agentRealtimeSalary }).click();
        const fromOne = centre2.getByRole('region', { name: enAgent.contractMine }).getByRole('article', { name: fill(enAgent.contractWithUpline, { account: 'agent01' }) });
        await fromOne.getByText(enAgent.contractStatus_pending).waitFor();
        // It holds no contract of the kind in force: nothing to offer below.
        expect(await centre2.getByRole('form', { name: enAgent.contractOfferTitle }).count()).toBe(0);
        expect(await centre2.getByText(enAgent.contractGivenNone).count()).toBe(1);
        await checkAccessibility(p2);
        await fromOne.getByRole('button', { name: fill(enAgent.contractMoveOf_reject, { account: 'agent01' }) }).waitFor();
        await fromOne.getByRole('button', { name: fill(enAgent.contractMoveOf_accept, { account: 'agent01' }) }).focus();
        const acceptedAt = Date.now();
        await p2.keyboard.press('Enter');
        // About to start; in force already should the five minutes turn while the page reads it again.
        await fromOne.getByText(new RegExp(`^(${enAgent.contractStatus_starting}|${enAgent.contractStatus_inForce})$`)).waitFor();
        await fromOne.getByRole('status').filter({ hasText: enAgent.contractDone_accept }).waitFor();

        // In force from the next five-minute boundary, on the brand's clock.
        const accepted = await realTimeContract(site, 'agent02');
        expect(accepted?.status).toBe('accepted');
        const startsAt = new Date(accepted!.starts_at!);
        expect(startsAt.getTime() % 300_000).toBe(0);
        expect(startsAt.getTime()).toBeGreaterThan(acceptedAt);
        expect(startsAt.getTime() - acceptedAt).toBeLessThanOrEqual(300_000);
        const from = fromOne
          .getByRole('term')
          .filter({ hasText: exact(enAgent.contractFrom) })
          .locator('xpath=following-sibling::dd');
        expect(await from.innerText()).toBe(formatDateTime(startsAt.toISOString(), 'Asia/Dhaka'));
        // It can ask to end it, and the offer's buttons are gone.
        await fromOne.getByRole('button', { name: fill(enAgent.contractMoveOf_terminate, { account: 'agent01' }) }).waitFor();
        expect(await fromOne.getByRole('button', { name: fill(enAgent.contractMoveOf_accept, { account: 'agent01' }) }).count()).toBe(0);
        expectNoConsoleErrors(two.consoleErrors);
      } finally {
        await two.context.close();
      }

      // Back on agent01's page, opened again: the offer is accepted, its answer no longer awaited.
      await centre.getByRole('button', { name: bnAgent.agentDailyWages2 }).click();
      await centre.getByRole('heading', { level: 2, name: bnAgent.agentDailyWages2 }).waitFor();
      await centre.getByRole('button', { name: bnAgent.agentRealtimeSalary }).click();
      await toTwo.getByText(new RegExp(`^(${bnAgent.contractStatus_starting}|${bnAgent.contractStatus_inForce})$`)).waitFor();
      expect(await toTwo.getByRole('button', { name: fill(bnAgent.contractMoveOf_withdraw, { account: 'agent02' }) }).count()).toBe(0);
      await toTwo.getByRole('button', { name: fill(bnAgent.contractMoveOf_terminate, { account: 'agent02' }) }).waitFor();
      // The one refusal asked for: the offer above its own terms.
      expectNoConsoleErrors(one.consoleErrors.filter((e) => !/status of 409 .*MCSFE_processRealTimeSalaryContract/.test(e)));
    } finally {
      await one.context.close();
    }
  });

  it('asks before an accept ends the contracts the agent gave below, and ends them only when it proceeds', { timeout: 120_000 }, async ({ site }) => {
    await offerBelowGiven(site);
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'agent02'), viewport: phone });
    try {
      page.setDefaultTimeout(20_000);
      await page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Account menu: agent02' }).click();
      await page.getByRole('button', { name: 'Agent centre' }).click();
      const centre = page.getByRole('dialog', { name: enAgent.title });
      await centre.getByRole('button', { name: enAgent.agentRealtimeSalary }).click();
      const accept = centre.getByRole('button', { name: fill(enAgent.contractMoveOf_accept, { account: 'agent01' }) });
      await accept.click();
      const dialog = page.getByRole('dialog', { name: enAgent.contractBreaksTitle });
      await dialog.getByText(fill(enAgent.contractBreaksItem, { account: 'agent03', upline: 'agent02', kind: enAgent.contractKind_realtime })).waitFor();
      await checkAccessibility(page);

      // Cancel: nothing changes; the offer still waits.
      await dialog.getByRole('button', { name: enAgent.contractCancel }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await contractOf(site, 'agent02', 'pending')).toHaveLength(1);
      expect((await contractOf(site, 'agent03', 'accepted'))[0]).toMatchObject({ end_cause: null, ends_at: null });

      // Proceed: accepted, and agent03's contract ends when the new one starts.
      await accept.click();
      await dialog.getByRole('button', { name: enAgent.contractProceed }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await centre.getByRole('status').filter({ hasText: enAgent.contractDone_accept }).waitFor();
      expect(await contractOf(site, 'agent02', 'pending')).toHaveLength(0);
      expect((await contractOf(site, 'agent03', 'accepted'))[0]).toMatchObject({ end_cause: 'rateBroken' });
      const toThree = centre.getByRole('region', { name: enAgent.contractGiven }).getByRole('article', { name: fill(enAgent.contractWithDownline, { account: 'agent03' }) });
      await toThree.getByText(enAgent.contractStatus_ending).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it("opens the offer from Team management's row of a direct downline agent, with that agent chosen", { timeout: 120_000 }, async ({ site }) => {
    const db = site.database.db;
    const { id: upline } = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'agent01').executeTakeFirstOrThrow();
    await db.insertInto('members').values({ brand_id: 'bd', account: 'agent04', password_hash: await hashPassword(demoPassword), type: 1, upline_id: upline }).execute();
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'agent01'), viewport: phone });
    try {
      page.setDefaultTimeout(20_000);
      await page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Account menu: agent01' }).click();
      await page.getByRole('button', { name: 'Agent centre' }).click();
      const centre = page.getByRole('dialog', { name: enAgent.title });
      await centre.getByRole('button', { name: enAgent.downlineManagmentView }).click();
      const offer = centre.getByRole('button', { name: fill(enAgent.teamOfferContractTo, { account: 'agent04' }) });
      await offer.waitFor();
      // A player is offered none.
      expect(await centre.getByRole('button', { name: fill(enAgent.teamOfferContractTo, { account: 'player01' }) }).count()).toBe(0);
      await offer.click();
      await centre.getByRole('heading', { level: 2, name: enAgent.agentRealtimeSalary }).waitFor();
      const downline = centre.getByRole('form', { name: enAgent.contractOfferTitle }).getByLabel(enAgent.contractDownline);
      await expect.poll(() => downline.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('agent04');
      // The form found it by account, so it is listed however many agents the team holds.
      const form = centre.getByRole('form', { name: enAgent.contractOfferTitle });
      expect(await form.getByLabel(enAgent.contractFindDownline).inputValue()).toBe('agent04');
      await form.getByText(fill(enAgent.contractFoundDownlines_one, { shown: '1', count: '1' })).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
