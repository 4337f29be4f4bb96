import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/config';

/** A brand written by an operator from the schema alone: only the required fields, no code. */
export const thirdBrand = {
  id: 'kite',
  name: 'Kite Games',
  domains: ['kite.localhost'],
  siteOrigin: 'http://kite.localhost:8080',
  merchant: 'KITE',
  platform: 'W',
  lotteryType: 'VN',
  defaultLang: 'en',
  supportLanguages: ['en', 'bn'],
  timeZone: 'Asia/Dhaka',
  currency: { code: 'USD', symbol: '$' },
  theme: {
    default: 'light',
    light: { primary: '#1f4fbf', onPrimary: '#ffffff', background: '#f7f9ff', surface: '#ffffff', text: '#101828', muted: '#475467', accent: '#f79009' },
    dark: { primary: '#84adff', onPrimary: '#0b1530', background: '#0b1020', surface: '#161d31', text: '#f2f4f7', muted: '#98a2b3', accent: '#fdb022' },
  },
  logo: '/brand/bd/logo.svg',
  licences: ['MGA'],
  minAge: 18,
  loginedToHomePage: false,
  region: {},
};

/** config/ with one more brand file in config/brands/. */
export function configWithThirdBrand(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-third-'));
  cpSync(join(projectRoot, 'config'), dir, { recursive: true });
  writeFileSync(join(dir, 'brands', 'kite.json'), JSON.stringify(thirdBrand, null, 2));
  return dir;
}
