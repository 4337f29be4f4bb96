import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../src/engine/formatAmount';
import { usePermission } from '../../src/contract/contexts';
import './JackpotCounter.css';

const STEP = 165.11;
const EVERY_MS = 3000;

/** SPEC §9: starts from a number derived from the current time and rises by 165.11 every 3 s. */
export function jackpotAt(now: number): number {
  return Math.round((now / EVERY_MS) * STEP) / 100;
}

export function JackpotCounter() {
  const { t } = useTranslation('screens');
  const { whitelabel } = usePermission();
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    const id = window.setInterval(() => setValue((v) => v + STEP), EVERY_MS);
    return () => window.clearInterval(id);
  }, []);
  return (
    <div className="jackpot" aria-live="off">
      <span className="jackpot__label">{t('jackpot')}</span>
      <span className="jackpot__value">
        {whitelabel.currency.symbol} {formatAmount(value.toFixed(2))}
      </span>
    </div>
  );
}
