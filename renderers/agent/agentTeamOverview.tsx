import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useSession } from '../../src/api/sessionStore';
import { teamOverviewQuery } from '../../src/api/agent/team';
import { formatNumber } from '../../src/engine/formatNumber';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { usePermission } from '../../src/contract/contexts';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { DailyBarChart } from '../parts/DailyBarChart';
import { useMoney } from '../parts/useMoney';
import { TeamPeriodPicker, useTeamPeriod } from './team/TeamPeriod';
import './team/team.css';

/**
 * The agent centre's overview (decision 0275): the team's size, new and active members, money
 * and result over a preset period, and each day's valid bet and result as a chart with its table.
 * The result is the team's (payout − valid bet): below 0 the team lost. Own income comes from
 * contracts and is not shown until they exist.
 */
export default function AgentTeamOverview({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const [preset, period, choose] = useTeamPeriod();
  const query = useQuery(teamOverviewQuery(token, period));
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="team-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <TeamPeriodPicker preset={preset} period={period} onChange={choose} />
      <QueryState query={query} isEmpty={() => false} emptyTitle={t('overviewEmpty')} loading={<Skeleton height="8em" />}>
        {(o) => (
          <div className="team-overview" aria-busy={query.isFetching}>
            <dl className="team-figures">
              <Figure label={t('teamSize')} value={formatNumber(o.teamSize)} />
              <Figure label={t('newMembers')} value={formatNumber(o.newMembers)} />
              <Figure label={t('activeMembers')} value={formatNumber(o.activeMembers)} />
              <Figure label={t('deposits')} value={money(o.deposits)} />
              <Figure label={t('withdrawals')} value={money(o.withdrawals)} />
              <Figure label={t('validBet')} value={money(o.validBet)} />
              <Figure label={t('bonus')} value={money(o.bonus)} />
              <Figure label={t('teamProfitLoss')} value={money(o.profitLoss)} hint={t('profitLossHint')} negative={o.profitLoss.startsWith('-')} />
            </dl>
            <p className="team-figures__hint">{t('overviewAsOf', { time: formatDateTime(o.asOf, timeZone) })}</p>
            <DailyBarChart
              caption={t('chartCaption')}
              days={o.days.map((d) => d.day)}
              dayLabel={(day) => day.slice(5)}
              format={money}
              series={[
                {
                  key: 'validBet',
                  label: t('validBet'),
                  values: o.days.map((d) => d.validBet),
                },
                {
                  key: 'profitLoss',
                  label: t('teamProfitLoss'),
                  values: o.days.map((d) => d.profitLoss),
                },
              ]}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Figure({ label, value, hint, negative }: { label: string; value: string; hint?: string; negative?: boolean }) {
  return (
    <div className="team-figures__item">
      <dt>{label}</dt>
      <dd className={negative ? 'team-figures__negative' : undefined}>{value}</dd>
      {hint && <dd className="team-figures__hint">{hint}</dd>}
    </div>
  );
}
