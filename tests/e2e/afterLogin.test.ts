import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInByPassword } from './helpers/securityCentre';
import { hashPassword } from '../../server/lib/password';
import seed from '../../config/seed/announcements.json';
import bnCommon from '../../locales/bn/common.json';
import bnUi from '../../locales/bn/ui.json';

/**
 * SPEC §4's after-login modal on the demo brand bd, whose seed has one pop-up (type PU): a member
 * signing in for the first time is welcomed and offered the brand's first-deposit promotion beside it; "do not show
 * again today" keeps it shut at the next sign-in in this browser.
 */

const GOOD = 'Mango-river-42';
const popUp = seed.bd.find((a) => a.type === 'PU')!;

describe.skipIf(siteAbsent())('the after-login modal', () => {
  it('welcomes a first sign-in with the pop-up, and stays shut the rest of the day once asked to', async ({ site }) => {
    const account = `webal${Date.now() % 100000}`;
    // Never signed in: the login answer says firstTimeLogin.
    await site.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(GOOD) }).execute();

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'), { afterLogin: true });
    try {
      page.setDefaultTimeout(10_000);
      let popUpAsks = 0;
      page.on('request', (req) => {
        if (new URL(req.url()).searchParams.get('types') === 'PU') popUpAsks += 1;
      });
      // A page load opens nothing; the sign-in does.
      expect(await page.getByRole('dialog').count()).toBe(0);
      await signInByPassword(page, account, GOOD);
      const modal = page.getByRole('dialog', { name: bnCommon.afterLogin_welcomeTitle.replace('{{name}}', 'Marquee BD') });
      await modal.getByText(bnCommon.afterLogin_welcomeAccount.replace('{{account}}', account)).waitFor();
      await modal.getByRole('heading', { name: popUp.title.bn }).waitFor();
      await modal.getByText(popUp.content.bn).waitFor();
      await checkAccessibility(page);

      // Ticked, then the brand's first-deposit offer (decision 0268): the modal closes for the day and the offer's page opens.
      await modal.getByLabel(bnCommon.afterLogin_hideToday).check();
      await modal.getByRole('button', { name: bnCommon.afterLogin_offerSee }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?id=bd-welcome');
      expect(await modal.count()).toBe(0);

      await page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', account) }).click();
      await page.getByRole('button', { name: bnCommon.signOut }).click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: bnUi.OK }).click();
      await page.goto(site.siteUrl('/login'), { waitUntil: 'networkidle' });
      await signInByPassword(page, account, GOOD);
      // Nothing asks for the pop-ups, and nothing opens: the first time, the modal was up well within this.
      await page.waitForTimeout(1000);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(popUpAsks, 'pop-ups asked for after the second sign-in').toBe(1);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
