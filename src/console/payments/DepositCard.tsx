import { useTranslation } from 'react-i18next';
import type { DeskDeposit } from '../../generated/types';
import { formatMoney } from '../../engine/formatAmount';
import { formatDateTime } from '../../engine/formatDateTime';
import { consoleTimeZone } from '../consoleTimeZone';
import { ProofViewer } from './ProofViewer';
import { DecisionBar, useDecision } from './DecisionBar';

/**
 * One deposit on the desk: who, how much, where it was sent and with which transaction ID, its
 * proofs; for a pending one, approve, or reject with the reason the member reads.
 */
export function DepositCard({ brandId, symbol, deposit, onDecided }: { brandId: string; symbol: string; deposit: DeskDeposit; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const money = (v: string) => formatMoney(symbol, v);
  const { decide, problem, setProblem } = useDecision('ops/decideDeposit', { brandId, id: deposit.id }, (res) =>
    onDecided(t(res.status === 'approved' ? 'depositApproved' : 'depositRejected', { reference: deposit.reference, amount: money(deposit.credit), member: deposit.member })),
  );
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
        <DecisionBar
          forward={t('depositApprove', { amount: money(deposit.credit) })}
          confirmLabel={t('depositRejectConfirm')}
          busy={decide.isPending}
          onForward={() => decide.mutate({ decision: 'approve' })}
          onReject={(reason) => decide.mutate({ decision: 'reject', reason })}
          problem={problem}
          onProblem={setProblem}
        />
      )}
    </li>
  );
}
