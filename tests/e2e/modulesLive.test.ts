import { describe, expect, it } from './helpers/fixtures';
import { openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { setModule } from './helpers/brandDb';

/** An operator switches a module off in the database: the next page load follows, no rebuild, no restart. */
describe.skipIf(siteAbsent())('modules switched off in the settings tree', () => {
  const load = (site: SiteServer) => openPage(site.siteUrl('/'));

  it('hides the register button and closes /register with direct registration (REG3)', async ({ site }) => {
    const before = await load(site);
    expect(await before.page.getByTestId('register-button').count()).toBe(1);
    await before.context.close();
    await setModule(site, 'bd', 'REG3', '0');
    const after = await load(site);
    expect(await after.page.getByTestId('register-button').count()).toBe(0);
    expect(await after.page.getByTestId('logged-out-bar').isVisible()).toBe(true);
    await after.page.goto(site.siteUrl('/register'), { waitUntil: 'networkidle' });
    expect(await after.page.getByRole('dialog').count()).toBe(0);
    await after.context.close();
  });

  it('hides the login-type selector with verification-code login (VERIFICATION3)', async ({ site }) => {
    const before = await load(site);
    expect(await before.page.getByTestId('login-type-selector').count()).toBe(1);
    await before.context.close();
    await setModule(site, 'bd', 'VERIFICATION3', '0');
    const after = await load(site);
    expect(await after.page.getByTestId('login-type-selector').count()).toBe(0);
    await after.context.close();
  });

  it('hides the referral side-bar icon with referral (AFFMAN3), and keeps the others', async ({ site }) => {
    const before = await load(site);
    expect(await before.page.getByTestId('sidebar-referral').count()).toBe(1);
    await before.context.close();
    await setModule(site, 'bd', 'AFFMAN3', '0');
    const after = await load(site);
    expect(await after.page.getByTestId('sidebar-referral').count()).toBe(0);
    expect(await after.page.getByTestId('sidebar-promotions').count()).toBe(1);
    expect(await after.page.getByTestId('sidebar-telegram').count()).toBe(1);
    await after.context.close();
  });
});
