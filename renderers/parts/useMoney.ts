import { usePermission } from '../../src/contract/contexts';
import { formatMoney } from '../../src/engine/formatAmount';

/** Formats an amount in the brand's currency, as every money page shows it. */
export function useMoney(): (value: string) => string {
  const { symbol } = usePermission().whitelabel.currency;
  return (value) => formatMoney(symbol, value);
}
