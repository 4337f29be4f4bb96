import { FreshCache } from '../../http/FreshCache';

/**
 * Each brand's earning ratios per product, read once and kept ten seconds: a settled round is the
 * busiest write there is, and the ratios change only when an operator saves them (dropped at once
 * in the saving process, within ten seconds in the others). null: a brand without points settings
 * earns none.
 */
export const earnRatios = new FreshCache<string, Readonly<Record<string, string>> | null>(10_000, 1_000);
