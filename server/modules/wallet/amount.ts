import type { Brand } from '../../brands/store';
import { checkAmount, type AmountLimits } from '../../../src/engine/checkAmount';
import { formatMoney } from '../../../src/engine/formatAmount';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { apiError, type ErrorCode } from '../../errors';

/** A limit as a brand config writes it ("30000"), in minor units. */
export const minorOf = (text: string): bigint => toMinorUnits(text) ?? 0n;

/** An amount in minor units as the brand's messages show it: "৳ 30,000.00". */
export const moneyOf = (brand: Brand, minor: bigint): string => formatMoney(brand.config.currency.symbol, fromMinorUnits(minor));

const codes = { amountInvalid: 'AMOUNT_INVALID', amountBelowMin: 'AMOUNT_BELOW_MIN', amountAboveMax: 'AMOUNT_ABOVE_MAX', amountAboveBalance: 'DAILY_LIMIT_REACHED' } as const satisfies Record<string, ErrorCode>;

/**
 * An amount as typed, in minor units, judged by the rule the money forms use (src/engine/
 * checkAmount): above zero with at most two places, within a least and a most, and within what is
 * left (of a daily limit). Refused at the `amount` field with the limit in the brand's currency.
 */
export function amountWithin(brand: Brand | null, text: string | undefined, limits: AmountLimits = {}): bigint {
  const problem = checkAmount(text ?? '', limits);
  if (problem) {
    const params: Record<string, string> = brand ? { min: moneyOf(brand, limits.min ?? 0n), max: moneyOf(brand, limits.max ?? 0n), left: moneyOf(brand, limits.available ?? 0n) } : {};
    throw apiError(codes[problem.key], params, 'amount');
  }
  return toMinorUnits(text!)!;
}
