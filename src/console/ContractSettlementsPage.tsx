import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../engine/formatAmount';
import { formatDateTime } from '../engine/formatDateTime';
import { settlementPeriodLabel } from '../engine/settlementPeriod';
import type { ContractKind, ContractSettlementStatus, OpsBrand, OpsContractSettlement } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { useOnceKey } from '../api/useOnceKey';
import { BrandFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { contractSettlementMutations, contractSettlementQueries, contractSettlementsChanged, type SettlementFilter } from './queries/contractSettlements';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 10;
const kinds: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];
const statuses: readonly ContractSettlementStatus[] = ['held', 'paid', 'rejected'];
const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: consoleTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', numberingSystem: 'latn' }).format(d);

/** The filter a page opens with: the held settlements of the periods that began over the last 31 days. */
function lastMonth(): SettlementFilter {
  const now = Date.now();
  return { from: day(new Date(now - 30 * 86_400_000)), to: day(new Date(now)), status: 'held', pageNo: 1 };
}

/**
 * Agents' contract settlements (decision 0292): a brand's settlements by period, kind and status
 * with their figures; payments approves or rejects a held dividend, corrects a paid settlement and
 * runs a period of a contract again, each with a reason.
 */
export function ContractSettlementsPage() {
  return <BrandFrame page="contractSettlements">{(brand) => <Settlements brand={brand} />}</BrandFrame>;
}

type Open = { id: string; mode: 'reject' | 'adjust' | 'rerun' } | null;

function Settlements({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const once = useOnceKey();
  const mayDecide = operator.role === 'admin' || operator.role === 'payments';
  const [filter, setFilter] = useState<SettlementFilter>(lastMonth);
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery(contractSettlementQueries.page(brand.id, filter, pageSize, i18n.language));
  const money = (v: string) => formatMoney(brand.currencySymbol, v);
  const finish = (text: string) => async () => {
    once.done();
    setOpen(null);
    setReason('');
    setAmount('');
    setNote({ ok: true, text });
    await contractSettlementsChanged(client, brand.id);
  };
  const failed = (err: Error) => setNote({ ok: false, text: failureMessage(err, t('networkError')) });
  const decide = useMutation({
    ...contractSettlementMutations.decide(brand.id, i18n.language, (b) => once.keyFor(b)),
    onSuccess: (done) => finish(t(done.settlement.settlement.status === 'paid' ? 'settlementsApproved' : 'settlementsRejected'))(),
    onError: failed,
  });
  const adjust = useMutation({ ...contractSettlementMutations.adjust(brand.id, i18n.language, (b) => once.keyFor(b)), onSuccess: () => finish(t('settlementsAdjusted'))(), onError: failed });
  const rerun = useMutation({
    ...contractSettlementMutations.rerun(brand.id, i18n.language, (b) => once.keyFor(b)),
    onSuccess: (done) => finish(t(done.changed ? 'settlementsRerunChanged' : 'settlementsRerunSame'))(),
    onError: failed,
  });
  const busy = decide.isPending || adjust.isPending || rerun.isPending;
  const set = (patch: Partial<SettlementFilter>) => setFilter({ ...filter, ...patch, pageNo: 1 });
  const figures = (s: OpsContractSettlement['settlement']) =>
    [
      s.figures.teamLoss !== undefined && t('settlementsTeamLoss', { value: money(s.figures.teamLoss) }),
      s.figures.carriedLoss !== undefined && t('settlementsCarriedLoss', { value: money(s.figures.carriedLoss) }),
      s.figures.branchCap !== undefined && t('settlementsBranchCap', { value: money(s.figures.branchCap) }),
      s.figures.validBet !== undefined && t('settlementsTurnover', { value: money(s.figures.validBet) }),
      s.figures.activeMembers !== undefined && t('settlementsActive', { value: s.figures.activeMembers }),
      s.figures.bets !== undefined && t('settlementsBets', { value: s.figures.bets }),
      s.figures.rate !== undefined && t('settlementsRate', { value: s.figures.rate }),
    ]
      .filter(Boolean)
      .join(' · ');
  const submit = (r: OpsContractSettlement) => (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const why = reason.trim();
    if (open?.mode === 'reject') decide.mutate({ settlementId: r.settlement.id, decision: 'reject', reason: why });
    else if (open?.mode === 'adjust') adjust.mutate({ settlementId: r.settlement.id, amount: amount.trim(), reason: why });
    else rerun.mutate({ contractId: r.contractId, periodStart: r.settlement.periodStart, reason: why });
  };
  const action = (r: OpsContractSettlement, mode: 'reject' | 'adjust' | 'rerun', variant: 'secondary' | 'ghost') => (
    <Button
      size="small"
      variant={variant}
      disabled={busy}
      onClick={() => {
        setOpen({ id: r.settlement.id, mode });
        setAmount(r.settlement.amount);
      }}
      aria-label={t(`settlements_${mode}One`, { account: r.agent })}
    >
      {t(`settlements_${mode}`)}
    </Button>
  );
  return (
    <>
      <p className="console-muted">{t('settlementsLead')}</p>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('settlementsFilters')}>
        <label className="console-field">
          <span>{t('settlementsFrom')}</span>
          <input type="date" required value={filter.from} onChange={(e) => e.target.value && set({ from: e.target.value })} />
        </label>
        <label className="console-field">
          <span>{t('settlementsTo')}</span>
          <input type="date" required value={filter.to} onChange={(e) => e.target.value && set({ to: e.target.value })} />
        </label>
        <label className="console-field">
          <span>{t('settlementsKind')}</span>
          <select value={filter.kind ?? ''} onChange={(e) => set({ kind: (e.target.value || undefined) as ContractKind | undefined })}>
            <option value="">{t('settlementsAll')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`settlementsKind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('settlementsStatus')}</span>
          <select value={filter.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as ContractSettlementStatus | undefined })}>
            <option value="">{t('settlementsAll')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`settlementsStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('settlementsEmpty')}>
        {() => (
          <ConsoleTable caption={t('page_contractSettlements')} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('settlementsAgent')}</th>
                <th scope="col">{t('settlementsKind')}</th>
                <th scope="col">{t('settlementsPeriod')}</th>
                <th scope="col">{t('settlementsFigures')}</th>
                <th scope="col">{t('settlementsAmount')}</th>
                <th scope="col">{t('settlementsStatus')}</th>
                {mayDecide && (
                  <th scope="col">
                    <span className="mq-visually-hidden">{t('contentActions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((r) => {
                const s = r.settlement;
                return (
                  <tr key={s.id}>
                    <th scope="row">
                      {r.agent}
                      <span className="console-muted"> {t('settlementsUpline', { upline: r.upline ?? t('settlementsHouse') })}</span>
                    </th>
                    <td>{t(`settlementsKind_${s.kind}`)}</td>
                    <td>{settlementPeriodLabel(s.kind, s.periodStart, s.periodEnd, consoleTimeZone)}</td>
                    <td>{figures(s)}</td>
                    <td>{money(s.amount)}</td>
                    <td>
                      {t(`settlementsStatus_${s.status}`)}
                      {s.reason && <span className="console-muted"> {t('settlementsReason', { reason: s.reason })}</span>}
                      {r.decidedBy && r.decidedAt && <span className="console-muted"> {t('settlementsDecided', { who: r.decidedBy, at: formatDateTime(r.decidedAt, consoleTimeZone) })}</span>}
                    </td>
                    {mayDecide && (
                      <td className="content-list__actions">
                        {open?.id === s.id ? (
                          <form className="referral-reject" onSubmit={submit(r)} aria-label={t(`settlements_${open.mode}One`, { account: r.agent })}>
                            {open.mode === 'adjust' && (
                              <label className="console-field">
                                <span>{t('settlementsNewAmount', { currency: brand.currencySymbol })}</span>
                                <input inputMode="decimal" required pattern="[0-9]{1,13}(\.[0-9]{1,2})?" value={amount} onChange={(e) => setAmount(e.target.value)} />
                              </label>
                            )}
                            <label className="console-field">
                              <span>{t('settlementsWhy')}</span>
                              <input required maxLength={140} value={reason} onChange={(e) => setReason(e.target.value)} />
                            </label>
                            <Button size="small" type="submit" disabled={busy || !reason.trim()}>
                              {t(`settlements_${open.mode}`)}
                            </Button>
                            <Button size="small" variant="ghost" onClick={() => setOpen(null)}>
                              {t('cancel')}
                            </Button>
                          </form>
                        ) : (
                          <>
                            {s.status === 'held' && (
                              <Button
                                size="small"
                                disabled={busy}
                                onClick={() => decide.mutate({ settlementId: s.id, decision: 'approve' })}
                                aria-label={t('settlements_approveOne', { account: r.agent })}
                              >
                                {t('settlements_approve')}
                              </Button>
                            )}
                            {s.status === 'held' && action(r, 'reject', 'secondary')}
                            {s.status === 'paid' && action(r, 'adjust', 'secondary')}
                            {action(r, 'rerun', 'ghost')}
                          </>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
      {(list.data?.totalPages ?? 1) > 1 && <Pagination page={filter.pageNo ?? 1} totalPages={list.data!.totalPages} onChange={(pageNo) => setFilter({ ...filter, pageNo })} />}
    </>
  );
}
