import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransactionKind } from '../../../src/generated/types';
import { transactionKinds as kinds, transactionsQuery } from '../../../src/api/wallet/money';
import { useSession } from '../../../src/api/sessionStore';
import { teamTransactionsQuery } from '../../../src/api/wallet/teamRecords';
import { Button } from '../../../src/ui/Button';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';
import { PeriodPicker } from './PeriodPicker';
import { LedgerEntries } from './LedgerEntries';
import { RecordSelect } from './RecordSelect';
import { AccountSearch } from './AccountSearch';
import { usePeriod } from './usePeriod';
import '../money.css';

/**
 * A member's movements of money from the ledger, newest first, each with the balance of its wallet
 * after it, by period (the brand's days) and kind — or of one kind only (bonus details) — ten a page:
 * a table on a wide screen, cards on a phone (LedgerEntries). With `team`, every member below the
 * agent, found by a part of the account (the agent centre's Transaction Details).
 */
export function LedgerRecord({ pageKey, title, only, emptyTitle, team = false }: { pageKey: string; title?: string; only?: TransactionKind; emptyTitle: string; team?: boolean }) {
  const { t, i18n } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const [kind, setKind] = useState<TransactionKind | ''>(only ?? '');
  const [account, setAccount] = useState('');
  const [typed, setTyped] = useState('');
  const [period, choosePeriod] = usePeriod();
  const [pageNo, setPageNo] = useState(1);
  const input = { pageNo, pageSize: 10, from: period.from, to: period.to, ...(kind ? { kind } : {}) };
  // One query runs: the member's own record, or the team's.
  const own = useQuery({ ...transactionsQuery(token, i18n.language, input), enabled: !team });
  const teams = useQuery({ ...teamTransactionsQuery(token, i18n.language, { ...input, ...(account ? { account } : {}) }), enabled: team });
  const query = team ? teams : own;
  const search = (e: FormEvent) => {
    e.preventDefault();
    setAccount(typed.trim());
    setPageNo(1);
  };

  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{title ?? t(pageKey)}</h2>
      <form className="money-filters" onSubmit={search} aria-label={t('recordFilters')}>
        {team && <AccountSearch id="record-account" value={typed} onChange={setTyped} />}
        {!only && (
          <RecordSelect
            id="record-kind"
            label={t('recordKind')}
            value={kind}
            all={t('recordKindAll')}
            options={kinds.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
            onChange={(k) => {
              setKind(k as TransactionKind | '');
              setPageNo(1);
            }}
          />
        )}
        <PeriodPicker
          id="record-period"
          period={period}
          onChange={(p) => {
            choosePeriod(p);
            setPageNo(1);
          }}
        />
        {team && <Button type="submit">{t('agent:teamSearch')}</Button>}
      </form>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={emptyTitle}>
        {(d) => (
          <>
            <LedgerEntries entries={d.list} labelledBy={`centre-${pageKey}`} busy={query.isFetching} />
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('recordPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
