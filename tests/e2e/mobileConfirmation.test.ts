import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { openSecurityCentre, signInByPassword } from './helpers/securityCentre';
import { hashPassword } from '../../server/lib/password';
import bnMember from '../../locales/bn/member.json';
import bnErrors from '../../locales/bn/errors.json';

/**
 * A number an agent or support typed for the player is texted no sign-in code until its owner
 * confirms it (ASVS 6.6.1): in the security centre, in Bengali at phone size, with the code the
 * dev outbox shows as the phone would.
 */

const GOOD = 'Mango-river-42';
const phone = { width: 390, height: 844 };

type Outbox = { value: Array<{ to: string; text: string; code: string | null }> };
async function codeTo(site: SiteServer, to: string) {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = (await site.call<Outbox>('/dev/outbox')).body.value.find((m) => m.to === to)?.code ?? null;
      return code !== null;
    })
    .toBe(true);
  return code!;
}

describe.skipIf(siteAbsent())('a mobile number typed for the player', () => {
  it('is confirmed in the security centre with a code texted to it, after a wrong one is refused', async ({ site }) => {
    const account = `webmc${Date.now() % 100000}`;
    const mobile = '+8801811000777';
    await site.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(GOOD), mobile }).execute();

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      await signInByPassword(page, account, GOOD);
      const centre = await openSecurityCentre(page, account);

      const form = centre.getByRole('form', { name: bnMember.mobileConfirmTitle });
      await form.getByText(bnMember.mobileNotConfirmed.replace('{{mobile}}', mobile)).waitFor();
      expect(await centre.getByText(`${mobile} · ${bnMember.mobileIsNotConfirmed}`).count()).toBe(1);
      await checkAccessibility(page);

      await form.getByRole('button', { name: bnMember.mobileCodeSend }).click();
      await form.getByText(bnMember.mobileCodeSent.replace('{{mobile}}', mobile)).waitFor();
      // The button waits out the minute before another code may go.
      expect(await form.getByRole('button', { name: /সেকেন্ড পরে আরেকটি কোড/ }).isDisabled()).toBe(true);
      const code = await codeTo(site, mobile);

      // Back after a reload within the minute: asking again is refused where the person can read
      // it, and the field for the code already sent is there.
      await page.reload();
      await page.getByTestId('signed-in-bar').waitFor();
      const again = (await openSecurityCentre(page, account)).getByRole('form', { name: bnMember.mobileConfirmTitle });
      await again.getByRole('button', { name: bnMember.mobileCodeSend }).click();
      await again.getByRole('alert').filter({ hasText: /এইমাত্র একটি কোড পাঠানো হয়েছে। \d+ সেকেন্ড পরে/ }).waitFor();
      await checkAccessibility(page);

      await form.getByLabel(bnMember.mobileCode).fill(code === '000000' ? '111111' : '000000');
      await form.getByRole('button', { name: bnMember.mobileConfirm }).click();
      await form.getByText(bnErrors.sms_code_wrong).waitFor();
      await checkAccessibility(page);

      await form.getByLabel(bnMember.mobileCode).fill(code);
      await form.getByRole('button', { name: bnMember.mobileConfirm }).click();
      await centre.getByText(bnMember.mobileConfirmedNow.replace('{{mobile}}', mobile)).waitFor();
      await centre.getByText(`${mobile} · ${bnMember.mobileIsConfirmed}`).waitFor();
      const row = await site.database.db.selectFrom('members').select('mobile_confirmed').where('account', '=', account).executeTakeFirstOrThrow();
      expect(row.mobile_confirmed).toBe(true);
      await checkAccessibility(page);
      // The refused send (429) and code (400) are failed loads the browser logs; nothing else.
      expectNoConsoleErrors(consoleErrors.filter((e) => !/status of 400 .*\/wps\/member\/mobile\/confirm|status of 429 .*\/wps\/member\/mobile\/code/.test(e)));
    } finally {
      await context.close();
    }
  }, 90_000);
});
