import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { BonusGrant } from '../../src/generated/types';
import { bonusDetailsQuery } from '../../src/api/promo/promotions';
import { useSession } from '../../src/api/sessionStore';
import { usePermission } from '../../src/contract/contexts';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { toMinorUnits } from '../../src/engine/money';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import { LedgerRecord } from './record/LedgerRecord';
import { useForfeit } from './bonusDetails/useForfeit';
import { Button } from '../../src/ui/Button';
import { FormOutcome } from '../parts/useFormOutcome';
import './money.css';
import './bonusDetails.css';

/**
 * Bonus details: what the bonus wallet holds, each bonus with its turnover progress, the largest
 * stake and the time left, a forfeit with a confirmation for the one in play, why a forfeited one
 * ended (decision 0280); and below, the bonus lines of the account record.
 */
export default function BonusDetails({ pageKey }: SlotProps['member']) {
  const { t, i18n } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const query = useQuery(bonusDetailsQuery(token, i18n.language));
  const money = useMoney();
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState query={query} isEmpty={() => false} emptyTitle="">
        {(d) => (
          <>
            <dl className="money-summary">
              <div>
                <dt>{t('bonusWallet')}</dt>
                <dd data-testid="bonus-wallet">{money(d.balance)}</dd>
              </div>
            </dl>
            {d.list.length === 0 ? <p>{t('bonusNone')}</p> : (
              <ul className="bonus-grants">
                {d.list.map((g) => (
                  <Grant key={g.id} grant={g} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <LedgerRecord pageKey="bonusRecord" only="bonus" emptyTitle={t('bonusEmpty')} />
    </section>
  );
}

function Grant({ grant: g }: { grant: BonusGrant }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  const { ask, outcome, pending } = useForfeit(g);
  const required = Number(toMinorUnits(g.required) ?? 0n);
  const progress = Number(toMinorUnits(g.progress) ?? 0n);
  const percent = required === 0 ? 100 : Math.min(100, Math.floor((progress * 100) / required));
  const titleId = `bonus-${g.id}-title`;
  return (
    <li className="bonus-grant" aria-labelledby={titleId}>
      <div className="bonus-grant__head">
        <h3 id={titleId}>{g.title}</h3>
        <span className={`bonus-grant__status bonus-grant__status--${g.status}`}>{t(`bonusStatus_${g.status}`)}</span>
      </div>
      <p className="bonus-grant__amount">{money(g.amount)}</p>
      {g.endCause && <p className="bonus-grant__line">{t(`bonusEndCause_${g.endCause}`)}</p>}
      <div
        className="bonus-progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('bonusProgressText', { progress: money(g.progress), required: money(g.required) })}
      >
        <div className="bonus-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="bonus-grant__line">{t('bonusProgressText', { progress: money(g.progress), required: money(g.required) })}</p>
      <dl className="bonus-grant__facts">
        {g.maxStake && (
          <div>
            <dt>{t('bonusMaxStake')}</dt>
            <dd>{money(g.maxStake)}</dd>
          </div>
        )}
        <div>
          <dt>{g.status === 'active' ? t('bonusExpires') : t('bonusEnded')}</dt>
          <dd>{formatDateTime(g.status === 'active' ? g.expiresAt : (g.endedAt ?? g.expiresAt), timeZone)}</dd>
        </div>
      </dl>
      {g.status === 'active' && (
        <Button variant="danger" size="small" busy={pending} onClick={() => void ask()}>
          {t('bonusForfeit')}
        </Button>
      )}
      <FormOutcome outcome={outcome} />
    </li>
  );
}
