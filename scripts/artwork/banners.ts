import type { Browser } from 'playwright-core';
import type { GlyphName } from './categoryIcons';
import { canvasPage, pngToWebp, renderPng } from './browser';
import { loadCopy } from './copy';
import { fontFaceCss } from './fonts';
import { CASHBACK, DRAW_MINUTES, FREE_SPINS, LIVE_REBATE, money, offerFor, smallestDeposit } from './offers';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerHtml, type BannerContent } from './bannerTemplate';

export interface BrandFacts {
  id: string;
  name: string;
  supportLanguages: string[];
  minAge: number;
  currency: { code: string; symbol: string };
  theme: { light: { primary: string; accent: string } };
  payments: { deposit: { channels: Array<{ enabled: boolean; min: string }> } };
}

export interface SeedBanner {
  groupName: string;
  image: Record<string, string>;
  width: number;
  height: number;
  linkageType: 'route' | 'url' | null;
  linkageUrl: string | null;
}

/** What each group's banners are about, the n-th banner of a group taking the n-th (round again past the end). */
const themesOf: Record<string, string[]> = {
  w_home: ['welcome', 'deposit'],
  w_rng: ['slots', 'freeSpins'],
  w_live: ['live', 'liveRebate'],
  w_fish: ['fish'],
  w_pvp: ['cards'],
  w_sports: ['sports'],
  w_esports: ['esports'],
  w_lott: ['lottery'],
  w_down: ['app'],
  w_promotion: ['cashback', 'referral'],
  w_shop: ['shop'],
  w_help: ['help'],
};

const glyphOf: Record<string, GlyphName> = {
  welcome: 'PROMOTIONS',
  deposit: 'DEPOSIT',
  app: 'DOWN',
  slots: 'RNG',
  freeSpins: 'RNG',
  live: 'LIVE',
  liveRebate: 'LIVE',
  fish: 'FISH',
  cards: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  lottery: 'LOTT',
  cashback: 'DEPOSIT',
  referral: 'PROMOTIONS',
  shop: 'SHOP',
  help: 'HELP',
};

function themeOf(groupName: string, index: number): string {
  const themes = themesOf[groupName] ?? ['welcome'];
  return themes[index % themes.length]!;
}

const bannerFile = (brandId: string, groupName: string, n: number, lang: string) => `/seed/banners/${brandId}-${groupName}-${n}.${lang}.webp`;

function content(root: string, brand: BrandFacts, theme: string, lang: string): BannerContent {
  const t = loadCopy(root, lang);
  const offer = offerFor(brand.currency.code);
  const values: Record<string, string> = {
    brand: brand.name,
    currency: brand.currency.code,
    amount: money(brand.currency.symbol, theme === 'welcome' ? offer.welcomeMax : theme === 'referral' ? offer.referral : smallestDeposit(brand.payments.deposit.channels)),
    count: String(FREE_SPINS),
    rate: theme === 'cashback' ? CASHBACK : LIVE_REBATE,
    minutes: String(DRAW_MINUTES),
  };
  const badges: Record<string, string> = { welcome: '100%', freeSpins: String(FREE_SPINS), liveRebate: LIVE_REBATE, cashback: CASHBACK, referral: values.amount! };
  return {
    lang,
    brandName: brand.name,
    kicker: t(`${theme}.kicker`, values),
    title: t(`${theme}.title`, values),
    text: t(`${theme}.text`, values),
    cta: t(`${theme}.cta`, values),
    footnote: t('footnote', { age: String(brand.minAge) }),
    glyph: glyphOf[theme] ?? 'PROMOTIONS',
    ...(badges[theme] ? { badge: badges[theme] } : {}),
    ...(theme === 'deposit' ? { pills: offer.methods.map((m) => (typeof m === 'string' ? m : t(m.copy))) } : {}),
  };
}

/** WebP quality: the largest that keeps a banner, the phone's LCP picture, well under 40 KB. */
const QUALITY = 0.8;

/**
 * Draws every banner of the seed in every language of its brand and returns the seed entries that
 * point at them, with the picture's size. `write` receives each file by its public path.
 */
export async function renderBanners(
  browser: Browser,
  root: string,
  brand: BrandFacts,
  seed: ReadonlyArray<Omit<SeedBanner, 'image' | 'width' | 'height'>>,
  write: (publicPath: string, bytes: Buffer) => void,
): Promise<SeedBanner[]> {
  const page = await canvasPage(browser, BANNER_WIDTH, BANNER_HEIGHT);
  const fonts = fontFaceCss([500, 700, 800]);
  const seen = new Map<string, number>();
  const out: SeedBanner[] = [];
  for (const b of seed) {
    const index = seen.get(b.groupName) ?? 0;
    seen.set(b.groupName, index + 1);
    const theme = themeOf(b.groupName, index);
    const image: Record<string, string> = {};
    for (const lang of brand.supportLanguages) {
      const png = await renderPng(page, bannerHtml(content(root, brand, theme, lang), brand.theme.light, fonts));
      const path = bannerFile(brand.id, b.groupName, index + 1, lang);
      write(path, await pngToWebp(page, png, QUALITY));
      image[lang] = path;
    }
    out.push({ groupName: b.groupName, image, width: BANNER_WIDTH, height: BANNER_HEIGHT, linkageType: b.linkageType, linkageUrl: b.linkageUrl });
  }
  await page.context().close();
  return out;
}
