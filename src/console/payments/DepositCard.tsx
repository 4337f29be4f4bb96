import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { DeskDeposit } from '../../generated/types';
import { formatMoney } from '../../engine/formatAmount';
import { formatDateTime } from '../../engine/formatDateTime';
import { useOnceKey } from '../../api/useOnceKey';
import { Button } from '../../ui/Button';
import { opsCall, OpsError } from '../api';
import { consoleTimeZone } from '../consoleTimeZone';
import { ProofViewer } from './ProofViewer';
import { RejectForm } from './RejectForm';

/**
 * One deposit on the desk: who, how much, where it was sent and with which transaction ID, its
 * proofs; for a pending one, approve, or reject with the reason the member reads.
 */
export function DepositCard({ brandId, symbol, deposit, onDecided }: { brandId: string; symbol: string; deposit: DeskDeposit; onDecided(message: string): void }) {
  const { t, i18n } = useTranslation();
  const once = useOnceKey();
  const [rejecting, setRejecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (v: string) => formatMoney(symbol, v);
  const decide = useMutation({
    mutationFn: (input: { decision: 'approve' | 'reject'; reason?: string }) => {
      const body = { brandId, id: deposit.id, ...input };
      return opsCall('ops/decideDeposit', body, i18n.language, once.keyFor(body));
    },
    onSuccess: (res) => {
      once.done();
      onDecided(t(res.status === 'approved' ? 'depositApproved' : 'depositRejected', { reference: deposit.reference, amount: money(deposit.credit), member: deposit.member }));
    },
    onError: (err) => setProblem(err instanceof OpsError ? err.message : t('networkError')),
  });
  const titleId = `deposit-${deposit.id}`;
  return (
    <li className="member-card deposit-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {deposit.reference} · {money(deposit.amount)} · {deposit.member}
      </h2>
      <dl className="member-card__facts">
        <div>
          <dt>{t('depositChannel')}</dt>
          <dd>{deposit.channelName}</dd>
        </div>
        <div>
          <dt>{t('depositSentTo')}</dt>
          <dd>{deposit.account}</dd>
        </div>
        <div>
          <dt>{t('depositTransactionId')}</dt>
          <dd className="console-mono">{deposit.transactionId}</dd>
        </div>
        <div>
          <dt>{t('depositCredit')}</dt>
          <dd>
            {money(deposit.credit)}
            {deposit.fee !== '0.00' && ` (${t('depositFee', { fee: money(deposit.fee) })})`}
          </dd>
        </div>
        <div>
          <dt>{t('depositSubmitted')}</dt>
          <dd>{formatDateTime(deposit.submittedAt, consoleTimeZone)}</dd>
        </div>
        {deposit.status !== 'pending' && (
          <div>
            <dt>{t('depositDecided')}</dt>
            <dd>
              {t(`depositsStatus_${deposit.status}`)}
              {deposit.operator && ` · ${deposit.operator}`}
              {deposit.decidedAt && ` · ${formatDateTime(deposit.decidedAt, consoleTimeZone)}`}
              {deposit.rejectReason && ` · ${deposit.rejectReason}`}
            </dd>
          </div>
        )}
      </dl>
      <ProofViewer call="ops/depositProof" brandId={brandId} ids={deposit.proofs} reference={deposit.reference} />
      {deposit.status === 'pending' && (
        <div className="member-card__actions">
          {!rejecting ? (
            <>
              <Button busy={decide.isPending} onClick={() => decide.mutate({ decision: 'approve' })}>
                {t('depositApprove', { amount: money(deposit.credit) })}
              </Button>
              <Button variant="danger" onClick={() => setRejecting(true)}>
                {t('depositReject')}
              </Button>
            </>
          ) : (
            <RejectForm confirmLabel={t('depositRejectConfirm')} busy={decide.isPending} onReject={(reason) => decide.mutate({ decision: 'reject', reason })} onCancel={() => setRejecting(false)} onProblem={setProblem} />
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
