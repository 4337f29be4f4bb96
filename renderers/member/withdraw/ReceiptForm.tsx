import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawalReceiptRequest } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { fileAsBase64 } from '../../../src/api/fileAsBase64';
import { moneyMoved } from '../../../src/api/wallet/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { withdrawalReceiptForm, type ReceiptAnswer } from '../../../src/engine/memberForms/withdrawalReceipt';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/**
 * The member's answer to a paid withdrawal: received, partly received or not received, the last two
 * with proof pictures (SPEC §4). Unanswered, it counts as received when the brand's minutes pass.
 */
export function ReceiptForm({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const once = useOnceKey();
  const reply = useFormReply();
  const model = useMemo(() => withdrawalReceiptForm((a) => t(`receipt_${a}`)), [t]);
  return (
    <RuleForm
      className="money-form"
      idPrefix={`receipt-${withdrawal.id}-`}
      label={t('receiptFor', { reference: withdrawal.reference })}
      model={model}
      initialValues={{ receipt: 'received' }}
      submitLabel={t('receiptSend')}
      onSubmit={async ({ receipt = 'received', note = '' }, { proofs: files = [] }) => {
        let answered = false;
        const answer = await reply(async () => {
          const needsProof = receipt !== 'received';
          const proofs = needsProof ? ((await Promise.all(files.map(fileAsBase64))) as WithdrawalReceiptRequest['proofs']) : undefined;
          const body = { id: withdrawal.id, receipt: receipt as ReceiptAnswer, ...(note.trim() ? { note: note.trim() } : {}), ...(proofs ? { proofs } : {}) };
          await apiSendOnce('wallet/withdrawalReceipt', body, once.keyFor({ ...body, proofs: files.map((f) => [f.name, f.size]) }));
          once.done();
          void moneyMoved(client);
          answered = true;
          return '';
        });
        // Answered: the list shows the answer in the form's place.
        return answered ? null : answer;
      }}
    />
  );
}
