import { useTranslation } from 'react-i18next';
import type { DeskWithdrawal } from '../../generated/types';
import { formatMoney } from '../../engine/formatAmount';
import { formatDateTime } from '../../engine/formatDateTime';
import { consoleTimeZone } from '../consoleTimeZone';
import { ProofViewer } from './ProofViewer';
import { DecisionBar, useDecision } from './DecisionBar';
import { PayForm } from './PayForm';

/**
 * One withdrawal on the desk: who, how much, to which account; approve a pending one, mark an
 * approved one paid once the money is sent, or reject either with the reason the member reads (the
 * hold returns to their wallet). Marking paid asks the payout reference the member reads, and takes
 * a picture of the payment; a paid one shows both. A receipt the member disputed shows with its
 * note and proofs.
 */
export function WithdrawalCard({ brandId, symbol, withdrawal: w, onDecided }: { brandId: string; symbol: string; withdrawal: DeskWithdrawal; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const money = (v: string) => formatMoney(symbol, v);
  const { decide, problem, setProblem } = useDecision('ops/decideWithdrawal', { brandId, id: w.id }, (res) =>
    onDecided(t(`withdrawal_${res.status}`, { reference: w.reference, amount: money(w.amount), member: w.member })),
  );
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
        {w.payoutReference && (
          <div>
            <dt>{t('payoutReferenceShown')}</dt>
            <dd className="console-mono">{w.payoutReference}</dd>
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
      {w.payoutProof && <ProofViewer call="ops/withdrawalProof" brandId={brandId} ids={[w.payoutProof]} reference={w.reference} words="payout" />}
      {w.proofs.length > 0 && <ProofViewer call="ops/withdrawalProof" brandId={brandId} ids={w.proofs} reference={w.reference} />}
      {open && (
        <DecisionBar
          forward={w.status === 'pending' ? t('withdrawalApprove') : t('withdrawalPay', { amount: money(w.amount) })}
          confirmLabel={t('withdrawalRejectConfirm')}
          busy={decide.isPending}
          {...(w.status === 'pending'
            ? { onForward: () => decide.mutate({ action: 'approve' }) }
            : {
                forwardForm: (close: () => void) => (
                  <PayForm confirmLabel={t('withdrawalPay', { amount: money(w.amount) })} busy={decide.isPending} onPay={(payout) => decide.mutate({ action: 'pay', ...payout })} onCancel={close} />
                ),
              })}
          onReject={(reason) => decide.mutate({ action: 'reject', reason })}
          problem={problem}
          onProblem={setProblem}
        />
      )}
    </li>
  );
}
