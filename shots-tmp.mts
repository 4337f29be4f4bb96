import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { withShotSite, type BrandId, type Lang, type ViewportName } from './scripts/shotSite';
import { signIn } from './tests/helpers/signIn';
import { startOperatorSession } from './server/modules/operator/store';

const loc = (lang: Lang, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, string>;
const seedOps = JSON.parse(readFileSync('config/seed/operators.json', 'utf8'));
const out = '/tmp/shots';

await withShotSite(async (site) => {
  const host = (b: BrandId) => (b === 'bd' ? 'localhost' : 'lumen.localhost');
  for (const [brand, lang, viewport] of [['bd', 'bn', 'phone'], ['bd', 'en', 'phone'], ['bd', 'bn', 'desktop'], ['bd', 'en', 'desktop'], ['lumen', 'en', 'phone'], ['lumen', 'bn', 'desktop']] as Array<[BrandId, Lang, ViewportName]>) {
    const common = loc(lang, 'common');
    const member = loc(lang, 'member');
    await signIn(site.server.call, 'player01', host(brand));
    const stored = await signIn(site.server.call, 'player01', host(brand));
    const context = await site.context({ brand, lang, theme: 'light', viewport });
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, stored as unknown as Record<string, string>);
    const page = await context.newPage();
    await page.goto(site.url(brand, '/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: common.accountMenu!.replace('{{account}}', 'player01') }).click();
    await page.getByRole('button', { name: common.memberCentre }).click();
    await page.getByRole('navigation', { name: member.menu }).getByRole('button', { name: member.securityCenter }).click();
    const centre = page.getByRole('dialog', { name: common.memberCentre });
    await centre.getByLabel(member.email!, { exact: true }).fill('new.address@example.com');
    await centre.getByLabel(member.profilePassword!, { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/profile-${brand}-${lang}-${viewport}.png` });
    const sessions = centre.getByRole('list', { name: member.sessionsLabel });
    await sessions.getByRole('button', { name: member.sessionEnd }).first().click();
    await centre.getByText(member.sessionsPasswordNeeded!).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/sessions-${brand}-${lang}-${viewport}.png` });
    await context.close();
  }

  for (const lang of ['en', 'bn'] as Lang[]) {
    const con = loc(lang, 'console');
    const context = await site.context({ brand: 'bd', lang, theme: 'light', viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(site.url('bd', '/console'), { waitUntil: 'networkidle' });
    await page.getByLabel('ভাষা').selectOption('en');
    const secret = seedOps.operators.find((o: { username: string }) => o.username === 'admin').totpSecret;
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(seedOps.password);
    await page.getByLabel('Authenticator code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + (lang === 'bn' ? 30 : 0) }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Modules' }).waitFor();
    if (lang === 'bn') await page.getByLabel('Language').selectOption('bn');
    await page.getByRole('link', { name: con.page_members }).click();
    await page.getByText(con.membersSignOutAll!, { exact: true }).click();
    await page.getByRole('button', { name: con.membersSignOutAllGo }).click();
    await page.screenshot({ path: `${out}/console-members-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: con.cancel }).click();
    await page.getByRole('button', { name: 'player01', exact: true }).click();
    await page.getByRole('button', { name: con.memberAction_passwordReset }).click();
    await page.getByRole('group', { name: con.memberAction_passwordReset }).getByRole('button', { name: con.memberAction_passwordReset }).click();
    await page.getByTestId('temporary-password').waitFor();
    await page.screenshot({ path: `${out}/console-member-card-${lang}.png`, fullPage: true });
    const { id } = await site.server.database.db.selectFrom('operators').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await startOperatorSession(site.server.database.db, id, '203.0.113.7');
    await page.getByRole('link', { name: con.page_account ?? 'My account' }).click();
    await page.getByRole('button', { name: con.accountSessionsEndOthers }).click();
    await page.screenshot({ path: `${out}/console-account-${lang}.png`, fullPage: true });
    await context.close();
  }
});
console.log('done');
