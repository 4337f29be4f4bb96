import { describe, expect, it } from './helpers/fixtures';
import { openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { setBrandField, setMaintenance } from './helpers/brandDb';

describe.skipIf(siteAbsent())('the startup view follows the system status', () => {
  it('shows the maintenance page, with customer service, while the brand is in maintenance', async ({ site }) => {
    await setBrandField(site, 'bd', 'customerService', { url: 'https://help.marquee.example/chat' });
    await setMaintenance(site, 'bd', true);
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('সিস্টেম রক্ষণাবেক্ষণ');
      const service = page.getByRole('link', { name: 'গ্রাহক সেবা' });
      expect(await service.getAttribute('href')).toBe('https://help.marquee.example/chat');
      expect(await page.locator('.site-nav').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the region-block page with the visitor IP for a blocked address', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.45' } });
    try {
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('প্রবেশ সীমিত');
      expect(await page.getByTestId('blocked-ip').innerText()).toBe('203.0.113.45');
    } finally {
      await context.close();
    }
  });

  it('shows the site to the same address on a brand that does not block it', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/helpmc', 'lumen.localhost'), { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.45' } });
    try {
      expect(await page.getByTestId('blocked-ip').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Help centre');
    } finally {
      await context.close();
    }
  });
});
