import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { jackpotQuery } from '../../src/api/games/boards';
import { formatAmount } from '../../src/engine/formatAmount';
import { usePermission } from '../../src/contract/contexts';
import './JackpotCounter.css';

/**
 * The brand's slots jackpot as the server holds it (decision 0304): its pool in the brand's
 * currency, grown by every jackpot game's stakes. The live channel says when it grew, and the
 * figure is asked again; a brand without a pool shows none. Its box is drawn empty while the first
 * figure loads.
 */
export function JackpotCounter() {
  const { t } = useTranslation('screens');
  const { whitelabel } = usePermission();
  const { data, isPending } = useQuery(jackpotQuery());
  // The box keeps its room while the figure is on its way, so the lobby below it never jumps down.
  if (isPending)
    return (
      <div className="jackpot" aria-hidden="true">
        <span className="jackpot__label">&nbsp;</span>
        <span className="jackpot__value">&nbsp;</span>
      </div>
    );
  if (!data?.amount) return null;
  const symbol = data.currency === whitelabel.currency.code ? whitelabel.currency.symbol : data.currency;
  return (
    <div className="jackpot" aria-live="off">
      <span className="jackpot__label">{t('jackpot')}</span>
      <span className="jackpot__value" data-testid="jackpot-value">
        {symbol} {formatAmount(data.amount)}
      </span>
    </div>
  );
}
