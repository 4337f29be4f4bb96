import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { OpsBrand, OpsTreeNode } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { MoveMember } from './members/MoveMember';
import { HouseContracts } from './members/HouseContracts';
import { agentTreeQueries } from './queries/agentTrees';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 20;

/** The brand's downline tree, one member at a time: found by account, walked up its uplines and down its downlines, and moved under another agent. */
export function AgentTreesPage() {
  return <BrandFrame page="agentTrees">{(brand) => <AgentTree brand={brand} />}</BrandFrame>;
}

function AgentTree({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const view = useQuery({ ...agentTreeQueries.view(brand.id, account, page, pageSize, i18n.language), enabled: account !== '' });
  // Each step of the walk lands on the member's name, so a keyboard or screen reader goes on from there.
  const walked = useRef(false);
  useEffect(() => {
    if (walked.current && view.data && view.data.member.account.toLowerCase() === account.toLowerCase()) heading.current?.focus();
  }, [view.data, account]);
  const walkTo = (to: string) => {
    walked.current = true;
    setAccount(to);
    setTyped(to);
    setPage(1);
  };
  const tree = view.data;
  const upline = tree?.uplines.at(-1);
  return (
    <>
      <form
        className="console-filters"
        role="search"
        aria-label={t('treeSearch')}
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) walkTo(typed.trim());
        }}
      >
        <label className="console-field">
          <span>{t('treeSearchLabel')}</span>
          <input type="search" value={typed} maxLength={64} required onChange={(e) => setTyped(e.target.value)} aria-describedby="tree-search-help" />
        </label>
        <Button type="submit">{t('memberSearchGo')}</Button>
        <p id="tree-search-help" className="console-muted">
          {t('treeSearchHelp')}
        </p>
      </form>
      {account && (
        <ListState query={view} empty={false} emptyText="">
          {() => (
            <>
              <nav aria-label={t('treeUplines')}>
                <ol className="tree-breadcrumb">
                  {tree!.uplines.map((u) => (
                    <li key={u.id}>
                      <button type="button" className="console-link" onClick={() => walkTo(u.account)}>
                        {u.account}
                      </button>
                    </li>
                  ))}
                  <li aria-current="page">{tree!.member.account}</li>
                </ol>
              </nav>
              <h2 ref={heading} tabIndex={-1}>
                {tree!.member.account}
              </h2>
              <p>{[kindOf(t, tree!.member), t('treeTeamOf', { count: tree!.member.teamSize }), tree!.uplines.length === 0 ? t('treeTop') : ''].filter(Boolean).join(' · ')}</p>
              {upline && (
                <Button variant="secondary" size="small" onClick={() => walkTo(upline.account)}>
                  {t('treeUp', { account: upline.account })}
                </Button>
              )}
              <h3>{t('treeDownlines', { count: tree!.downlines.total })}</h3>
              {tree!.downlines.total === 0 ? (
                <p role="status">{t('treeNoDownlines')}</p>
              ) : (
                <ConsoleTable caption={t('treeDownlinesOf', { account: tree!.member.account })} busy={view.isFetching}>
                  <thead>
                    <tr>
                      <th scope="col">{t('memberAccount')}</th>
                      <th scope="col">{t('memberType')}</th>
                      <th scope="col">{t('treeTeamSize')}</th>
                      <th scope="col">{t('treeHasDownlines')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {tree!.downlines.list.map((d) => (
                      <tr key={d.id}>
                        <td>
                          <button type="button" className="console-link" onClick={() => walkTo(d.account)}>
                            {d.account}
                          </button>
                        </td>
                        <td>{kindOf(t, d)}</td>
                        <td>{d.teamSize}</td>
                        <td>{d.hasDownlines ? t('valueYes') : t('valueNo')}</td>
                      </tr>
                    ))}
                  </tbody>
                </ConsoleTable>
              )}
              <Pagination page={page} totalPages={tree!.downlines.totalPages} onChange={setPage} />
              {tree!.member.agent && tree!.uplines.length === 0 && <HouseContracts key={`contracts-${tree!.member.id}`} brand={brand} account={tree!.member.account} />}
              <MoveMember key={tree!.member.id} brand={brand} member={tree!.member} />
            </>
          )}
        </ListState>
      )}
    </>
  );
}

const kindOf = (t: (key: string) => string, n: OpsTreeNode) => (n.agent ? t('treeAgent') : t('treePlayer'));
