import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';

// A bonus granted by hand in the console (decision 0268): payments picks a promotion, names the
// member and gives a reason; an unknown member is said in the console's language, and a grant made
// lands once in the member's bonus wallet.

describe.skipIf(siteAbsent())('a bonus granted by hand', () => {
  it('grants a promotion’s bonus to a member named in the console, and says why an unknown one cannot', { timeout: 120_000 }, async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      ops.page.setDefaultTimeout(15_000);
      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'cashier');
      await ops.page.getByRole('link', { name: 'Promotions' }).click();
      const form = ops.page.getByRole('form', { name: 'Grant a bonus by hand' });
      await form.getByLabel('Promotion').selectOption('bd-zalo');
      await form.getByLabel('Member').fill('nobody-here');
      await form.getByLabel(/^Amount, up to/).fill('25');
      await form.getByLabel('Reason').fill('Goodwill after a complaint');
      await form.getByRole('button', { name: 'Grant bonus' }).click();
      await ops.page.getByText(/no member of this brand has this account/).waitFor();
      await checkAccessibility(ops.page);

      await form.getByLabel('Member').fill('player01');
      await form.getByRole('button', { name: 'Grant bonus' }).click();
      await ops.page.getByText('A bonus of 25.00 was granted to player01.').waitFor();
      const member = await site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
      const grants = await site.database.db.selectFrom('bonus_grants').select(['promotion_id', 'amount']).where('member_id', '=', member.id).execute();
      expect(grants).toEqual([{ promotion_id: 'bd-zalo', amount: '2500' }]);
      // The refused grant's 400 is the browser's own line; nothing else.
      expectNoConsoleErrors(ops.consoleErrors.filter((e) => !/status of 400 .*\/ops\/promotions\/grant/.test(e)), 'the console');
    } finally {
      await ops.context.close();
    }
  });
});
