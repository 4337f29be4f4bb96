import { formatNumber } from '../../src/engine/formatNumber';

/**
 * What a brand's banners promise, by the currency it takes: the figures and the ways to pay that
 * players of that market know. A currency not listed gets the plain figures and crypto only.
 */
interface Offer {
  welcomeMax: number;
  referral: number;
  /** Payment names as their own apps write them; `bank` is a word, so it comes from the locales. */
  methods: ReadonlyArray<string | { copy: string }>;
}

const byCurrency: Record<string, Offer> = {
  BDT: { welcomeMax: 10_000, referral: 500, methods: ['bKash', 'Nagad', 'Rocket', 'USDT'] },
  INR: { welcomeMax: 10_000, referral: 300, methods: ['UPI', { copy: 'bankTransfer' }, 'USDT'] },
};

export const FREE_SPINS = 20;
export const LIVE_REBATE = '0.8%';
export const CASHBACK = '10%';
export const DRAW_MINUTES = 5;

export function offerFor(currencyCode: string): Offer {
  return byCurrency[currencyCode] ?? { welcomeMax: 1_000, referral: 20, methods: ['USDT'] };
}

/**
 * The smallest deposit the brand's form takes: the least minimum of its enabled channels. A banner
 * saying "from" this figure says what the deposit form will do, never a figure of its own.
 */
export function smallestDeposit(channels: ReadonlyArray<{ enabled: boolean; min: string }>): number {
  return Math.min(...channels.filter((c) => c.enabled).map((c) => Number(c.min)));
}

/** An amount as the site writes it: the brand's symbol and Latin digits in every language (docs/decisions/0175-numerals-latin-digits-for-every-figure.md). */
export function money(symbol: string, amount: number): string {
  return `${symbol}${formatNumber(amount)}`;
}
