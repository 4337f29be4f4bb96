import { formatNumber } from './formatNumber';

/**
 * An amount with two decimals and comma thousands separators (SPEC §9): "1250.5" → "1,250.50",
 * under the site's one numeral rule (`formatNumber`): exact on decimal strings, rounded half away
 * from zero, Latin digits in every language.
 */
export function formatAmount(value: string | number): string {
  return formatNumber(value, { decimals: 2 });
}
