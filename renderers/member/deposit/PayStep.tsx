import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, DepositSubmitRequest } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { fileAsBase64 } from '../../../src/api/fileAsBase64';
import { depositPayForm } from '../../../src/engine/memberForms/deposit';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { CopyValue } from './CopyValue';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/**
 * Step two: where to pay and with which reference (each copyable), the channel's instructions, then
 * the payment's transaction ID and up to three proof pictures, sent to the payments desk.
 */
export function PayStep({ deposit, money, timeZone, onSent, onBack }: { deposit: Deposit; money: (v: string) => string; timeZone: string; onSent: (d: Deposit) => void; onBack: () => void }) {
  const { t } = useTranslation('member');
  const once = useOnceKey();
  const reply = useFormReply();
  const model = useMemo(() => depositPayForm(), []);
  return (
    <div className="money-form">
      <h3 id="deposit-pay-title">{t('depositPayTitle', { amount: money(deposit.amount), channel: deposit.channelName })}</h3>
      <dl className="pay-to">
        <CopyValue label={deposit.account.label} value={deposit.account.number} />
        <CopyValue label={t('depositReference')} value={deposit.reference} />
      </dl>
      {deposit.instructions && <p className="pay-to__instructions">{deposit.instructions}</p>}
      <p className="form-field__hint">
        {Number(deposit.fee) > 0 && `${t('depositCredit', { credit: money(deposit.credit), fee: money(deposit.fee) })} `}
        {t('depositExpires', { at: formatDateTime(deposit.expiresAt, timeZone) })}
      </p>
      <RuleForm
        className="money-form"
        idPrefix="deposit-pay-"
        labelledBy="deposit-pay-title"
        model={model}
        submitLabel={t('depositSubmit')}
        footer={
          <Button variant="ghost" onClick={onBack} block>
            {t('depositStartAgain')}
          </Button>
        }
        onSubmit={async ({ transactionId = '' }, { proofs: files = [] }) => {
          let sent: Deposit | null = null;
          const answer = await reply(async () => {
            const body = { id: deposit.id, transactionId: transactionId.trim(), proofs: (await Promise.all(files.map(fileAsBase64))) as DepositSubmitRequest['proofs'] };
            // The key follows what is sent: the same pictures and ID again are the same request.
            sent = await apiSendOnce('wallet/depositSubmit', body, once.keyFor({ id: body.id, transactionId: body.transactionId, files: files.map((f) => [f.name, f.size, f.lastModified]) }));
            once.done();
            return '';
          });
          if (!sent) return answer;
          onSent(sent);
          return null;
        }}
      />
    </div>
  );
}
