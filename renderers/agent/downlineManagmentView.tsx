import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { Downline, DownlineStep } from '../../src/generated/types';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { useCentres } from '../../src/contract/centres';
import { useSession } from '../../src/api/sessionStore';
import { downlinesQuery } from '../../src/api/agent/team';
import { contractsQuery } from '../../src/api/member/info';
import { Button } from '../../src/ui/Button';
import { Pagination } from '../../src/ui/Pagination';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import { DownlineRow } from './downlineManagmentView/DownlineRow';
import { TransferDialog } from './downlineManagmentView/TransferDialog';
import { contractPages, setOfferTarget } from './contracts/offerTarget';
import { setTeamRecordAccount } from '../member/record/teamRecordAccount';
import '../parts/FieldShell.css';
import './downlineManagmentView.css';

const pageSize = 10;

/**
 * Team management (SPEC §2.7, decision 0273): the agent's direct downlines, a downline's own team
 * opened in place with the way back up, a search by account through every level below, and a
 * transfer to any member of it.
 */
export default function DownlineManagement({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const { timeZone } = usePermission().whitelabel;
  const money = useMoney();
  const [parentId, setParentId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [target, setTarget] = useState<Downline | null>(null);
  const centres = useCentres();
  const menu = useRuntime().agent.menu;
  const held = useQuery(contractsQuery(token)).data;
  // The first kind the agent holds in force and may open: it can offer that kind to a direct downline agent.
  const offerPage = contractPages.find((p) => held?.[p.consolidated] === 1 && menu.some((e) => e.key === p.pageKey))?.pageKey;
  const team = useQuery(downlinesQuery(token, { ...(parentId ? { parentId } : {}), ...(search ? { account: search } : {}), pageNo, pageSize }));

  const go = (id: string | null) => {
    setParentId(id);
    setSearch('');
    setTyped('');
    setPageNo(1);
  };
  const find = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPageNo(1);
  };
  const path: DownlineStep[] = team.data?.path ?? [];

  return (
    <section aria-labelledby={`centre-${pageKey}`} className="team">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <form role="search" className="team__search" onSubmit={find} aria-label={t('teamSearch')}>
        <div className="form-field">
          <label htmlFor="team-search">{t('teamSearchLabel')}</label>
          <input id="team-search" type="search" value={typed} maxLength={32} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('teamSearch')}
        </Button>
        {search && (
          <Button type="button" variant="ghost" onClick={() => go(parentId)}>
            {t('teamSearchClear')}
          </Button>
        )}
      </form>
      <nav aria-label={t('teamPath')} className="team__path">
        <ol>
          <li>
            {path.length === 0 ? (
              <span aria-current="location">{t('teamMine')}</span>
            ) : (
              <button type="button" className="mq-link-button" onClick={() => go(null)}>
                {t('teamMine')}
              </button>
            )}
          </li>
          {path.map((step, i) => (
            <li key={step.id}>
              {i === path.length - 1 ? (
                <span aria-current="location">{step.account}</span>
              ) : (
                <button type="button" className="mq-link-button" onClick={() => go(step.id)}>
                  {step.account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <QueryState
        query={team}
        isEmpty={(d) => d.total === 0}
        emptyTitle={search ? t('teamNoneFound', { account: search }) : t('teamEmpty')}
        loading={
          <div className="team__list">
            <Skeleton height="4.5em" />
            <Skeleton height="4.5em" />
            <Skeleton height="4.5em" />
          </div>
        }
      >
        {(d) => (
          <>
            <p className="team__count" role="status">
              {search ? t('teamFound', { count: d.total }) : t('teamCount', { count: d.total })}
            </p>
            <ul className="team__list" aria-busy={team.isFetching}>
              {d.list.map((row) => (
                <DownlineRow
                  key={row.id}
                  row={row}
                  timeZone={timeZone}
                  money={money}
                  onOpen={() => go(row.id)}
                  onTransfer={() => setTarget(row)}
                  onRecords={() => {
                    setTeamRecordAccount(row.account);
                    centres.open('agent', 'personalHistoryCopy');
                  }}
                  onOffer={
                    offerPage && row.agent && row.level === 1
                      ? () => {
                          setOfferTarget({ id: row.id, account: row.account });
                          centres.open('agent', offerPage);
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('teamPages')} />
            {target && <TransferDialog member={target} rules={d.transfer} onClose={() => setTarget(null)} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
