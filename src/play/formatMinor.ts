import { formatMoney } from '../engine/formatAmount';
import { fromMinorUnits } from '../engine/money';

/** Money a round's outcome states in minor units ("300", a line's win) as every amount is shown: "৳ 3.00". */
export const formatMinor = (symbol: string, minor: string | bigint): string => formatMoney(symbol, fromMinorUnits(minor));
