import { formatAmount, formatMoney } from './formatAmount';
import { toMinorUnits } from './money';

/**
 * A round's result with its sign written out, "৳ +30.00" beside "৳ -20.00", so a win reads as one
 * without its colour (a screen reader, a grey print, a colour-blind player).
 */
export function formatProfit(symbol: string, value: string): string {
  return (toMinorUnits(value) ?? 0n) > 0n ? `${symbol} +${formatAmount(value)}` : formatMoney(symbol, value);
}
