import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';
import { demoPassword } from '../helpers/signIn';
import enForms from '../../locales/en/forms.json';

/**
 * The slider Lumen Play asks for before a sign-in by account name (accounts.sliderChallenge), as
 * someone who uses no pointer meets it: the gap's place read from the words the handle is
 * described by, the handle moved by keys and confirmed with Enter.
 */

const desktop = { width: 1366, height: 768 };
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

describe.skipIf(siteAbsent())('the slider before a sign-in by account name', () => {
  it('signs in on Lumen Play with the slider moved by the keyboard alone', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login', brandHosts.lumen), { viewport: desktop });
    try {
      page.setDefaultTimeout(10_000);
      const slider = page.getByRole('slider', { name: enForms.sliderLabel });
      await slider.waitFor();
      expect(await slider.getAttribute('aria-valuemin')).toBe('0');
      expect(await slider.getAttribute('aria-valuemax')).toBe('100');
      expect(await slider.getAttribute('aria-valuenow')).toBe('0');

      await page.getByLabel(label(enForms.label_username)).fill('player01');
      const password = page.getByLabel(label(enForms.label_password));
      await password.fill(demoPassword);
      // Sent before sliding: the form says so and hands the focus to the handle.
      await password.press('Enter');
      await page.getByText(enForms.sliderFirst).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('slider');

      const hintId = (await slider.getAttribute('aria-describedby'))!;
      // "The gap is at 63 on a scale of 0 to 100. …"
      const hint = (await page.locator(`[id="${hintId}"]`).textContent())!;
      const target = Number(/\d+/.exec(hint)![0]);
      expect(target).toBeGreaterThanOrEqual(20);

      // Let go at the far end, off the gap: said, and nothing is sent.
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.getByText(enForms.sliderMissed).waitFor();

      await page.keyboard.press('Home');
      for (let i = 0; i < Math.floor(target / 10); i++) await page.keyboard.press('PageUp');
      for (let i = 0; i < target % 10; i++) await page.keyboard.press('ArrowRight');
      expect(await slider.getAttribute('aria-valuenow')).toBe(String(target));
      // A person takes a moment between the first key and Enter; the server refuses less than 300 ms.
      await page.waitForTimeout(400);
      await page.keyboard.press('Enter');
      await page.getByText(enForms.sliderDone).waitFor();
      await checkAccessibility(page);

      await password.press('Enter');
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('player01');
      const spent = await site.database.db.selectFrom('slider_challenges').select(['used']).where('brand_id', '=', 'lumen').where('used', '=', true).execute();
      expect(spent.length).toBeGreaterThanOrEqual(1);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
