import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { incomeQuery } from '../../src/api/agent/income';
import type { ContractKind } from '../../src/generated/types';
import { settlementPeriodLabel } from '../../src/engine/settlementPeriod';
import { Pagination } from '../../src/ui/Pagination';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { DailyBarChart } from '../parts/DailyBarChart';
import { useMoney } from '../parts/useMoney';
import { TeamPeriodPicker, useTeamPeriod } from './team/TeamPeriod';
import { useFiguresText, useSettlementStatusText } from './contracts/settlementText';
import './team/team.css';

const kinds: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/**
 * My Income (decision 0284): what the agent's contracts paid it over a preset period, in all and per
 * kind, each day's pay per kind as a chart with its table, and the settlements a page at a time,
 * each with the figures it was judged on, what the agent's terms earned, its downlines' share and
 * what was paid.
 */
export default function AgentRevenueReport({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const { timeZone } = usePermission().whitelabel;
  const [preset, period, choose] = useTeamPeriod('thisWeek');
  const [kind, setKind] = useState<ContractKind | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(incomeQuery(token, period, kind, pageNo));
  const money = useMoney();
  const figuresText = useFiguresText();
  const statusText = useSettlementStatusText();
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="team-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <TeamPeriodPicker
        preset={preset}
        period={period}
        onChange={(p) => {
          choose(p);
          setPageNo(1);
        }}
      />
      <QueryState query={query} isEmpty={() => false} emptyTitle={t('income_empty')} loading={<Skeleton height="10em" />}>
        {(d) => (
          <div className="team-overview" aria-busy={query.isFetching}>
            <dl className="team-figures">
              <div className="team-figures__item">
                <dt>{t('income_total')}</dt>
                <dd>{money(d.amount)}</dd>
              </div>
              {d.kinds.map((k) => (
                <div className="team-figures__item" key={k.kind}>
                  <dt>{t(`income_kind_${k.kind}`)}</dt>
                  <dd>{money(k.amount)}</dd>
                </div>
              ))}
            </dl>
            <DailyBarChart
              caption={t('income_chartCaption')}
              days={d.days.map((day) => day.day)}
              dayLabel={(day) => day.slice(5)}
              format={money}
              series={kinds.map((k) => ({ key: k, label: t(`income_kind_${k}`), values: d.days.map((day) => day[k]) }))}
            />
            <div className="team-filters">
              <label>
                {t('income_kind')}
                <select
                  value={kind ?? ''}
                  onChange={(e) => {
                    setKind((e.target.value || null) as ContractKind | null);
                    setPageNo(1);
                  }}
                >
                  <option value="">{t('income_allKinds')}</option>
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {t(`income_kind_${k}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {d.list.length === 0 ? (
              <p className="team-period__days">{t('income_empty')}</p>
            ) : (
              <>
                <div className="team-table-wrap" tabIndex={0} role="region" aria-label={t('income_table')}>
                  <table className="team-table">
                    <caption className="mq-visually-hidden">{t('income_table')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('income_period')}</th>
                        <th scope="col">{t('income_kind')}</th>
                        <th scope="col">{t('income_figures')}</th>
                        <th scope="col">{t('income_gross')}</th>
                        <th scope="col">{t('income_downline')}</th>
                        <th scope="col">{t('income_amount')}</th>
                        <th scope="col">{t('settlementStatus')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.list.map((s) => (
                        <tr key={s.id}>
                          <th scope="row">{settlementPeriodLabel(s.kind, s.periodStart, s.periodEnd, timeZone)}</th>
                          <td>{t(`income_kind_${s.kind}`)}</td>
                          <td>{figuresText(s.figures)}</td>
                          <td>{money(s.gross)}</td>
                          <td>{money(s.downlineGross)}</td>
                          <td>{money(s.amount)}</td>
                          <td>{statusText(s)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('income_pages')} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
