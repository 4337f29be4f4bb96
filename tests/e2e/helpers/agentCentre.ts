import type { Locator } from 'playwright-core';
import { openPage, type OpenedPage } from './browser';
import type { SiteServer } from './siteServer';
import { signIn } from '../../helpers/signIn';
import bnCommon from '../../../locales/bn/common.json';
import enCommon from '../../../locales/en/common.json';
import bnAgent from '../../../locales/bn/agent.json';
import enAgent from '../../../locales/en/agent.json';

const words = { bn: { common: bnCommon, agent: bnAgent }, en: { common: enCommon, agent: enAgent } };

/**
 * A seeded agent signed in through the real login call on the bd site, its agent centre opened
 * from the account menu as a person opens it, and the centre's `entry` page when one is named (by
 * its menu label). In the brand's Bengali unless `lang` is 'en', which the site is switched to first.
 */
export async function openAgentCentre(site: SiteServer, account: string, entry?: string, { lang = 'bn' }: { lang?: 'bn' | 'en' } = {}): Promise<OpenedPage & { centre: Locator }> {
  const opened = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, account) });
  const { page } = opened;
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('hisLang', 'en'));
    await page.reload({ waitUntil: 'networkidle' });
  }
  const { common, agent } = words[lang];
  await page.getByRole('button', { name: common.accountMenu.replace('{{account}}', account) }).click();
  await page.getByRole('button', { name: common.agentCentre }).click();
  const centre = page.getByRole('dialog', { name: agent.title });
  await centre.waitFor();
  if (entry) {
    await centre.getByRole('button', { name: entry }).click();
    await centre.getByRole('heading', { level: 2, name: entry }).waitFor();
  }
  return { ...opened, centre };
}
