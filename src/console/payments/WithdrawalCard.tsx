import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { DeskWithdrawal } from '../../generated/types';
import { formatMoney } from '../../engine/formatAmount';
import { formatDateTime } from '../../engine/formatDateTime';
import { useOnceKey } from '../../api/useOnceKey';
import { Button } from '../../ui/Button';
import { opsCall, OpsError } from '../api';
import { consoleTimeZone } from '../consoleTimeZone';
import { ProofViewer } from './ProofViewer';
import { RejectForm } from './RejectForm';

/**
 * One withdrawal on the desk: who, how much, to which account; approve a pending one, mark an
 * approved one paid once the money is sent, or reject either with the reason the member reads (the
 * hold returns to their wallet). A receipt the member disputed shows with its note and proofs.
 */
export function WithdrawalCard({ brandId, symbol, withdrawal: w, onDecided }: { brandId: string; symbol: string; withdrawal: DeskWithdrawal; onDecided(message: string): void }) {
  const { t, i18n } = useTranslation();
  const once = useOnceKey();
  const [rejecting, setRejecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (v: string) => formatMoney(symbol, v);
  const decide = useMutation({
    mutationFn: (input: { action: 'approve' | 'pay' | 'reject'; reason?: string }) => {
      const body = { brandId, id: w.id, ...input };
      return opsCall('ops/decideWithdrawal', body, i18n.language, once.keyFor(body));
    },
    onSuccess: (res) => {
      once.done();
      onDecided(t(`withdrawal_${res.status}`, { reference: w.reference, amount: money(w.amount), member: w.member }));
    },
    onError: (err) => setProblem(err instanceof OpsError ? err.message : t('networkError')),
  });
  const titleId = `withdrawal-${w.id}`;
  const open = w.status === 'pending' || w.status === 'approved';
  return (
    <li className="member-card deposit-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {w.reference} · {money(w.amount)} · {w.member}
      </h2>
      <dl className="member-card__facts">
        <div>
          <dt>{t('withdrawalPayTo')}</dt>
          <dd>{w.account}</dd>
        </div>
        <div>
          <dt>{t('withdrawalAsked')}</dt>
          <dd>{formatDateTime(w.createdAt, consoleTimeZone)}</dd>
        </div>
        {w.operator && (
          <div>
            <dt>{t('depositDecided')}</dt>
            <dd>
              {w.operator}
              {w.decidedAt && ` · ${formatDateTime(w.decidedAt, consoleTimeZone)}`}
              {w.rejectReason && ` · ${w.rejectReason}`}
            </dd>
          </div>
        )}
        {w.status === 'paid' && (
          <div>
            <dt>{t('withdrawalReceipt')}</dt>
            <dd>
              {t(`withdrawalReceipt_${w.receipt ?? 'waiting'}`)}
              {w.receiptNote && ` · ${w.receiptNote}`}
            </dd>
          </div>
        )}
      </dl>
      {w.proofs.length > 0 && <ProofViewer call="ops/withdrawalProof" brandId={brandId} ids={w.proofs} reference={w.reference} />}
      {open && (
        <div className="member-card__actions">
          {!rejecting ? (
            <>
              {w.status === 'pending' ? (
                <Button busy={decide.isPending} onClick={() => decide.mutate({ action: 'approve' })}>
                  {t('withdrawalApprove')}
                </Button>
              ) : (
                <Button busy={decide.isPending} onClick={() => decide.mutate({ action: 'pay' })}>
                  {t('withdrawalPay', { amount: money(w.amount) })}
                </Button>
              )}
              <Button variant="danger" onClick={() => setRejecting(true)}>
                {t('depositReject')}
              </Button>
            </>
          ) : (
            <RejectForm confirmLabel={t('withdrawalRejectConfirm')} busy={decide.isPending} onReject={(reason) => decide.mutate({ action: 'reject', reason })} onCancel={() => setRejecting(false)} onProblem={setProblem} />
          )}
        </div>
      )}
      {problem && (
        <p className="console-error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
