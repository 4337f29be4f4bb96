import { describe, expect, it } from './helpers/fixtures';
import { openPage, expectNoConsoleErrors } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';

/** SPEC §2.1, every route: what a visitor sees of the layout, and the section's banner group. */
const routes: Array<{ path: string; nav: boolean; header: boolean; side: boolean; banner: string | null; heading?: string }> = [
  { path: '/', nav: true, header: true, side: true, banner: 'w_home', heading: 'Marquee BD-এ স্বাগতম' },
  { path: '/index', nav: true, header: true, side: true, banner: 'w_home' },
  { path: '/index.html', nav: true, header: true, side: true, banner: 'w_home' },
  { path: '/home', nav: true, header: true, side: true, banner: 'w_home' },
  { path: '/noticePage', nav: true, header: true, side: true, banner: null, heading: 'নোটিশ' },
  { path: '/vip', nav: true, header: true, side: true, banner: null, heading: 'ভিআইপি' },
  { path: '/pointMall', nav: true, header: true, side: false, banner: 'w_shop', heading: 'পয়েন্ট মল' },
  { path: '/live', nav: true, header: true, side: true, banner: 'w_live', heading: 'লাইভ ক্যাসিনো' },
  { path: '/sports', nav: true, header: true, side: true, banner: 'w_sports', heading: 'খেলাধুলা' },
  { path: '/esports', nav: true, header: true, side: true, banner: 'w_esports', heading: 'ই-স্পোর্টস' },
  { path: '/cockfight', nav: true, header: true, side: true, banner: null, heading: 'মোরগ লড়াই' },
  { path: '/elott', nav: true, header: true, side: true, banner: 'w_lott', heading: 'ই-লটারি' },
  { path: '/lottery?gameCode=VN01&vendor=TCG_LOTTO_VN&playType=1', nav: false, header: true, side: false, banner: null, heading: 'লটারি' },
  { path: '/vnlottery', nav: true, header: true, side: false, banner: null, heading: 'ভিয়েতনাম লটারি' },
  { path: '/lottery/results', nav: true, header: true, side: false, banner: null, heading: 'লটারির ফলাফল' },
  { path: '/lottery/verify', nav: true, header: true, side: false, banner: null, heading: 'লটারির ড্র যাচাই' },
  { path: '/rng', nav: true, header: true, side: true, banner: 'w_rng', heading: 'স্লট' },
  { path: '/fish', nav: true, header: true, side: true, banner: 'w_fish', heading: 'ফিশিং' },
  { path: '/pvp', nav: true, header: true, side: true, banner: 'w_pvp', heading: 'কার্ড' },
  { path: '/promotions', nav: true, header: true, side: true, banner: 'w_promotion', heading: 'প্রচারণা' },
  { path: '/promoDetail', nav: true, header: true, side: true, banner: null },
  { path: '/seamless', nav: false, header: true, side: false, banner: null },
  { path: '/fbsports', nav: true, header: true, side: false, banner: null, heading: 'এফবি স্পোর্টস' },
  { path: '/help', nav: true, header: true, side: true, banner: 'w_help', heading: 'সহায়তা কেন্দ্র' },
  { path: '/helpmc', nav: false, header: false, side: false, banner: null, heading: 'সহায়তা কেন্দ্র' },
  { path: '/down', nav: true, header: true, side: true, banner: 'w_down', heading: 'যেকোনো জায়গা থেকে বাজি ধরুন' },
  { path: '/join', nav: true, header: true, side: true, banner: null },
  { path: '/game?vendor=EVO&gameType=LIVE', nav: true, header: true, side: false, banner: null, heading: 'Evolution গেম' },
  { path: '/login', nav: true, header: true, side: true, banner: null, heading: 'লগ ইন' },
];

describe.skipIf(siteAbsent())('every route of the route table', () => {
  it.for(routes)('$path renders its layout with no console errors', async (r, { site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl(r.path));
    try {
      await page.locator('#main').waitFor();
      expect(await page.locator('.site-header').count(), 'header').toBe(r.header ? 1 : 0);
      expect(await page.locator('.site-nav').count(), 'navigation').toBe(r.nav ? 1 : 0);
      expect(await page.locator('.side-bar').count(), 'side menu').toBe(r.side ? 1 : 0);
      if (r.banner) await expect.poll(() => page.getByTestId('banner-carousel').getAttribute('data-group')).toBe(r.banner);
      else expect(await page.getByTestId('banner-carousel').count()).toBe(0);
      if (r.heading) expect(await page.locator('#main h1').innerText()).toBe(r.heading);
      expect(await page.locator('#main').innerText()).not.toMatch(/coming soon/i);
      expectNoConsoleErrors(consoleErrors, r.path);
    } finally {
      await context.close();
    }
  });

  it('/register and /register.html open the registration dialog over home, whose fields follow the rules', async ({ site }) => {
    for (const path of ['/register', '/register.html']) {
      const { page, context } = await openPage(site.siteUrl(path));
      try {
        const dialog = page.getByRole('dialog', { name: 'অ্যাকাউন্ট তৈরি করুন' });
        await dialog.waitFor();
        expect(await page.locator('#main h1').innerText()).toBe('Marquee BD-এ স্বাগতম');
        for (const label of ['ব্যবহারকারীর নাম', 'পাসওয়ার্ড', 'পাসওয়ার্ড নিশ্চিত করুন', 'ক্যাপচা']) {
          // The visible label ends with the required mark.
          expect(await dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).count(), label).toBe(1);
        }
        // Submitting empty shows the rules' messages, in Bengali, and nothing is sent.
        await dialog.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click();
        await expect.poll(() => dialog.locator('.form-field__error').count()).toBeGreaterThan(2);
      } finally {
        await context.close();
      }
    }
  });

  it('the registration dialog closes with Escape and leaves home', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'));
    try {
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('an unknown path shows a page that says so, with the way home', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/no-such-page'));
    try {
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('পাতাটি পাওয়া যায়নি');
      expect(await page.getByRole('link', { name: 'হোমে ফিরে যান' }).getAttribute('href')).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('scrolls to the element a hash names', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/help'));
    try {
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.goto(site.siteUrl('/help#help-3'), { waitUntil: 'networkidle' });
      await page.locator('#help-3').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
