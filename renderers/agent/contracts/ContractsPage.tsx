import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../src/generated/types';
import { useSession } from '../../../src/api/sessionStore';
import { contractBookQuery } from '../../../src/api/agent/contracts';
import { Pagination } from '../../../src/ui/Pagination';
import { Skeleton } from '../../../src/ui/Skeleton';
import { QueryState } from '../../parts/QueryState';
import { BreaksDialog } from './BreaksDialog';
import { ContractCard } from './ContractCard';
import { OfferForm } from './OfferForm';
import { SettlementList } from './SettlementList';
import { useContractMove } from './useContractMove';
import '../../parts/FieldShell.css';
import '../team/team.css';
import './contracts.css';

/**
 * One kind's contracts page of the agent centre (SPEC §2.7, decision 0283): the agent's own contracts
 * with its upline, those it gave its downlines a page at a time, and, while it holds one in force,
 * an offer to a direct downline agent within its own terms, and its last settlements of the kind
 * (held ones awaiting approval, rejected ones with why; decision 0292).
 */
export function ContractsPage({ pageKey, kind }: { pageKey: string; kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const [pageNo, setPageNo] = useState(1);
  const book = useQuery(contractBookQuery(token, kind, pageNo));
  const moves = useContractMove(kind);
  const titleId = `centre-${pageKey}`;
  return (
    <section aria-labelledby={titleId} className="contracts">
      <h2 id={titleId}>{t(pageKey)}</h2>
      <QueryState
        query={book}
        isEmpty={() => false}
        emptyTitle=""
        loading={
          <div className="contracts__list">
            <Skeleton height="9em" />
            <Skeleton height="9em" />
          </div>
        }
      >
        {(d) => (
          <>
            <section aria-labelledby={`${titleId}-own`} className="contracts__part">
              <h3 id={`${titleId}-own`}>{t('contractMine')}</h3>
              {d.own.length === 0 ? (
                <p className="contracts__empty">{t('contractMineNone')}</p>
              ) : (
                <ul className="contracts__list" aria-busy={book.isFetching}>
                  {d.own.map((c) => (
                    <ContractCard key={c.id} contract={c} side="downline" now={book.dataUpdatedAt} moves={moves.state} onMove={moves.run} />
                  ))}
                </ul>
              )}
            </section>
            <SettlementList settlements={d.settlements} />
            {d.ceiling && <OfferForm key={JSON.stringify(d.ceiling)} kind={kind} ceiling={d.ceiling} />}
            <section aria-labelledby={`${titleId}-given`} className="contracts__part">
              <h3 id={`${titleId}-given`}>{t('contractGiven')}</h3>
              {d.given.total === 0 ? (
                <p className="contracts__empty">{t('contractGivenNone')}</p>
              ) : (
                <>
                  <ul className="contracts__list" aria-busy={book.isFetching}>
                    {d.given.list.map((c) => (
                      <ContractCard key={c.id} contract={c} side="upline" now={book.dataUpdatedAt} moves={moves.state} onMove={moves.run} />
                    ))}
                  </ul>
                  <Pagination page={d.given.pageNo} totalPages={d.given.totalPages} onChange={setPageNo} label={t('contractGivenPages')} />
                </>
              )}
            </section>
            {moves.state.held && <BreaksDialog breaks={moves.state.held.breaks} busy={moves.state.busy !== null} onProceed={moves.proceed} onCancel={moves.cancel} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
