import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useSession } from '../../src/api/sessionStore';
import { teamProfitLossQuery, type TeamProfitLossFilter } from '../../src/api/agent/team';
import { formatNumber } from '../../src/engine/formatNumber';
import { Button } from '../../src/ui/Button';
import { Pagination } from '../../src/ui/Pagination';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import { TeamPeriodPicker, useTeamPeriod } from './team/TeamPeriod';
import './team/team.css';

/**
 * User profit and loss (decision 0275): each member of the agent's subtree with their level and
 * their own figures over the period; a search by account, a sort, pages, and a downline agent's
 * account opens its direct team. A result below 0 is a member's loss.
 */
export default function PalStatementsAgentCopy({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const [preset, period, choose] = useTeamPeriod();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<TeamProfitLossFilter>({
    account: '',
    parent: null,
    sort: 'profitLossAsc',
    pageNo: 1,
  });
  const query = useQuery(teamProfitLossQuery(token, period, filter));
  const money = useMoney();
  const change = (next: Partial<TeamProfitLossFilter>) => setFilter((f) => ({ ...f, pageNo: 1, ...next }));
  const search = (e: FormEvent) => {
    e.preventDefault();
    change({ account: typed.trim() });
  };
  const signed = (v: string) => (v.startsWith('-') ? 'team-table__negative' : undefined);
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="team-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <TeamPeriodPicker
        preset={preset}
        period={period}
        onChange={(p) => {
          choose(p);
          change({});
        }}
      />
      <form className="team-filters" onSubmit={search} role="search" aria-label={t('memberSearch')}>
        <label>
          {t('account')}
          <input type="search" value={typed} maxLength={64} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        </label>
        <Button type="submit">{t('search')}</Button>
        <label>
          {t('sortBy')}
          <select value={filter.sort} onChange={(e) => change({ sort: e.target.value as TeamProfitLossFilter['sort'] })}>
            <option value="profitLossAsc">{t('sort_profitLossAsc')}</option>
            <option value="profitLossDesc">{t('sort_profitLossDesc')}</option>
            <option value="account">{t('sort_account')}</option>
          </select>
        </label>
      </form>
      {filter.parent && (
        <p className="team-drill" aria-live="polite">
          <span>{t('directTeamOf', { account: filter.parent })}</span>
          <Button variant="secondary" onClick={() => change({ parent: null })}>
            {t('wholeTeam')}
          </Button>
        </p>
      )}
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('membersEmpty')} loading={<Skeleton height="10em" />}>
        {(d) => (
          <>
            <div className="team-table-wrap" tabIndex={0} role="region" aria-label={t('membersTable')}>
              <table className="team-table" aria-busy={query.isFetching}>
                <caption className="mq-visually-hidden">{t('membersTable')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('account')}</th>
                    <th scope="col">{t('level')}</th>
                    <th scope="col">{t('validBet')}</th>
                    <th scope="col">{t('payout')}</th>
                    <th scope="col">{t('bonus')}</th>
                    <th scope="col">{t('memberProfitLoss')}</th>
                    <th scope="col">{t('deposits')}</th>
                    <th scope="col">{t('withdrawals')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((m) => (
                    <tr key={m.account}>
                      <th scope="row">
                        {m.isAgent && m.account !== filter.parent ? (
                          <button
                            type="button"
                            className="team-table__drill"
                            aria-label={t('openDirectTeam', {
                              account: m.account,
                            })}
                            onClick={() => {
                              setTyped('');
                              change({ parent: m.account, account: '' });
                            }}
                          >
                            {m.account}
                          </button>
                        ) : (
                          m.account
                        )}
                      </th>
                      <td>{formatNumber(m.level)}</td>
                      <td>{money(m.validBet)}</td>
                      <td>{money(m.payout)}</td>
                      <td>{money(m.bonus)}</td>
                      <td className={signed(m.profitLoss)}>{money(m.profitLoss)}</td>
                      <td>{money(m.deposits)}</td>
                      <td>{money(m.withdrawals)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={filter.pageNo} totalPages={d.totalPages} onChange={(pageNo) => setFilter((f) => ({ ...f, pageNo }))} label={t('membersPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
