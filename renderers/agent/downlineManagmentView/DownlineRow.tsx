import { useTranslation } from 'react-i18next';
import type { Downline } from '../../../src/generated/types';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';

/** One member of the team: who it is, where it sits, and what the agent can do for it. */
export function DownlineRow({
  row,
  timeZone,
  money,
  onOpen,
  onTransfer,
  onOffer,
  onRecords,
}: {
  row: Downline;
  timeZone: string;
  money: (v: string) => string;
  onOpen: () => void;
  onTransfer: () => void;
  /** Set for a direct downline agent the agent can offer a contract to. */
  onOffer?: () => void;
  /** Opens the team's betting record searched for this member. */
  onRecords: () => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <li className="team__row">
      <div className="team__who">
        <span className="team__account">{row.account}</span>
        {row.nickname && <span className="team__nickname">{row.nickname}</span>}
        <span className={`team__kind team__kind--${row.agent ? 'agent' : 'player'}`}>{row.agent ? t('teamKindAgent') : t('teamKindPlayer')}</span>
      </div>
      <dl className="team__facts">
        <div>
          <dt>{t('teamLevel')}</dt>
          <dd>{row.level}</dd>
        </div>
        <div>
          <dt>{t('teamSize')}</dt>
          <dd>{row.teamSize}</dd>
        </div>
        <div>
          <dt>{t('teamRegistered')}</dt>
          <dd>{formatDateTime(row.registeredAt, timeZone).slice(0, 10)}</dd>
        </div>
        <div>
          <dt>{t('teamLastSignIn')}</dt>
          <dd>{row.lastSignInAt ? formatDateTime(row.lastSignInAt, timeZone).slice(0, 10) : t('teamNever')}</dd>
        </div>
        {row.balance !== null && (
          <div>
            <dt>{t('teamBalance')}</dt>
            <dd>{money(row.balance)}</dd>
          </div>
        )}
      </dl>
      <div className="team__actions">
        {row.teamSize > 0 && (
          <Button variant="secondary" size="small" onClick={onOpen} aria-label={t('teamOpenOf', { account: row.account })}>
            {t('teamOpen')}
          </Button>
        )}
        <Button size="small" onClick={onTransfer} aria-label={t('teamTransferTo', { account: row.account })}>
          {t('teamTransfer')}
        </Button>
        <Button variant="secondary" size="small" onClick={onRecords} aria-label={t('teamRecordsOf', { account: row.account })}>
          {t('teamRecords')}
        </Button>
        {onOffer && (
          <Button variant="secondary" size="small" onClick={onOffer} aria-label={t('teamOfferContractTo', { account: row.account })}>
            {t('teamOfferContract')}
          </Button>
        )}
      </div>
    </li>
  );
}
