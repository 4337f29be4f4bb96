import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { Category, VipLevel, VipStatus } from '../../src/generated/types';
import { useRuntime } from '../../src/contract/contexts';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { useSession } from '../../src/api/sessionStore';
import { vipLevelsQuery, vipStatusQuery } from '../../src/api/vip/levels';
import { isTrialAccount } from '../../src/engine/accountType';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { formatNumber } from '../../src/engine/formatNumber';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import './vip.css';

/** /vip: the brand's VIP ladder with each level's benefits; a member's own level and progress to the next, a visitor a way to sign in. */
export default function Vip(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation(['screens', 'nav']);
  const session = useSession();
  const member = session !== null && !isTrialAccount(session.accountType);
  const levels = useQuery(vipLevelsQuery(i18n.language));
  const status = useQuery({ ...vipStatusQuery(session?.token ?? '', i18n.language), enabled: member });
  return (
    <div className="screen vip">
      <h1 className="screen__title">{t('vipTitle')}</h1>
      <QueryState query={levels} isEmpty={(d) => d.levels.length === 0} emptyTitle={t('noVipLevels')}>
        {(d) => (
          <>
            <p className="vip__intro">{t(d.basis === 'deposit' ? 'vipBasisDeposit' : 'vipBasisValidBet')}</p>
            {member && status.data && <VipProgress status={status.data} />}
            {session === null && <VisitorPrompt />}
            <ol className="vip__ladder">
              {d.levels.map((level) => (
                <LevelCard key={level.rankLevel} level={level} current={member && status.data?.rankLevel === level.rankLevel} basis={d.basis} />
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </div>
  );
}

function VipProgress({ status }: { status: VipStatus }) {
  const { t } = useTranslation('screens');
  const money = useMoney();
  const next = status.next;
  return (
    <section className="vip__status" aria-labelledby="vip-status-title">
      <h2 id="vip-status-title" className="vip__status-title">
        {t('vipYourLevel', { level: status.clubLabel ?? String(status.rankLevel) })}
      </h2>
      <p className="vip__counted">{t(status.basis === 'deposit' ? 'vipCountedDeposit' : 'vipCountedValidBet', { amount: money(status.counted) })}</p>
      {next ? (
        <>
          <div
            className="vip__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.percent}
            aria-valuetext={t('vipProgressText', { percent: String(next.percent), level: next.clubLabel })}
            aria-label={t('vipProgressLabel', { level: next.clubLabel })}
          >
            <span className="vip__bar-fill" style={{ width: `${next.percent}%` }} />
          </div>
          <p className="vip__next">{t('vipToNext', { amount: money(next.remaining), level: next.clubLabel })}</p>
        </>
      ) : (
        <p className="vip__next">{t('vipTop')}</p>
      )}
    </section>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation('screens');
  const dialogs = useShellDialogs();
  const { features } = useRuntime();
  return (
    <section className="vip__status vip__status--visitor">
      <p>{t('vipSignInPrompt')}</p>
      <div className="vip__actions">
        <button type="button" className="mq-button mq-button--primary" onClick={() => dialogs.open('login')}>
          {t('vipSignIn')}
        </button>
        {features.directRegistration && (
          <button type="button" className="mq-button mq-button--secondary" onClick={() => dialogs.open('register')}>
            {t('vipRegister')}
          </button>
        )}
      </div>
    </section>
  );
}

function LevelCard({ level, current, basis }: { level: VipLevel; current: boolean; basis: 'validBet' | 'deposit' }) {
  const { t } = useTranslation(['screens', 'nav']);
  const money = useMoney();
  return (
    <li className={`vip__level${current ? ' vip__level--current' : ''}`} aria-current={current ? 'true' : undefined}>
      <div className="vip__level-head">
        <h2 className="vip__level-name">{level.clubLabel}</h2>
        <span className="vip__rank">{t('vipRank', { rank: String(level.rankLevel) })}</span>
        {current && <span className="vip__badge">{t('vipCurrent')}</span>}
      </div>
      <p className="vip__threshold">
        {level.rankLevel === 0 ? t('vipEntry') : t(basis === 'deposit' ? 'vipNeedsDeposit' : 'vipNeedsValidBet', { amount: money(level.threshold) })}
      </p>
      <dl className="vip__benefits">
        <div>
          <dt>{t('vipUpgradeBonus')}</dt>
          <dd>{money(level.upgradeBonus)}</dd>
        </div>
        <div>
          <dt>{t('vipMonthlyBonus')}</dt>
          <dd>{money(level.monthlyBonus)}</dd>
        </div>
        <div>
          <dt>{t('vipPointMultiplier')}</dt>
          <dd>{t('vipTimes', { n: formatNumber(level.pointMultiplier, { decimals: 1 }) })}</dd>
        </div>
      </dl>
      {level.rebates.length > 0 && (
        <>
          <h3 className="vip__rebates-title">{t('vipRebates')}</h3>
          <ul className="vip__rebates">
            {level.rebates.map((r) => (
              <li key={r.product}>
                <span>{t(categoryLabelKey(r.product as Category))}</span>
                <span>{t('vipPercent', { n: formatNumber(r.rate, { decimals: 2 }) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
