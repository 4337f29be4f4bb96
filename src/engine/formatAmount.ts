import { formatNumber } from './formatNumber';

/**
 * An amount with two decimals and comma thousands separators (SPEC §9): "1250.5" → "1,250.50",
 * under the site's one numeral rule (`formatNumber`): exact on decimal strings, rounded half away
 * from zero, Latin digits in every language.
 */
export function formatAmount(value: string | number): string {
  return formatNumber(value, { decimals: 2 });
}

/** An amount with the brand's currency symbol before it, as every money figure is shown: "৳ 1,250.00". */
export const formatMoney = (symbol: string, value: string | number): string => `${symbol} ${formatAmount(value)}`;
