import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawalReceiptRequest } from '../../../src/generated/types';
import { apiSendOnce, failureMessage } from '../../../src/api/client';
import { fileAsBase64 } from '../../../src/api/fileAsBase64';
import { moneyMoved } from '../../../src/api/wallet/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { proofLimits, proofProblem } from '../../../src/engine/proofFiles';
import { Button } from '../../../src/ui/Button';

type Receipt = WithdrawalReceiptRequest['receipt'];

/**
 * The member's answer to a paid withdrawal: received, partly received or not received, the last two
 * with proof pictures (SPEC §4). Unanswered, it counts as received when the brand's minutes pass.
 */
export function ReceiptForm({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const once = useOnceKey();
  const [receipt, setReceipt] = useState<Receipt>('received');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const needsProof = receipt !== 'received';
  const send = useMutation({
    mutationFn: async () => {
      const proofs = needsProof ? ((await Promise.all(files.map(fileAsBase64))) as WithdrawalReceiptRequest['proofs']) : undefined;
      const body = { id: withdrawal.id, receipt, ...(note.trim() ? { note: note.trim() } : {}), ...(proofs ? { proofs } : {}) };
      return apiSendOnce('wallet/withdrawalReceipt', body, once.keyFor({ ...body, proofs: files.map((f) => [f.name, f.size]) }));
    },
    onSuccess: () => {
      once.done();
      void moneyMoved(client);
    },
    onError: (err) => setProblem(failureMessage(err, t('common:networkError'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = needsProof ? (files.length === 0 ? 'proofNeeded' : proofProblem(files)) : null;
    setProblem(bad && t(bad, { count: proofLimits.maxCount }));
    if (!bad) send.mutate();
  };
  const group = `receipt-${withdrawal.id}`;
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-label={t('receiptFor', { reference: withdrawal.reference })}>
      <fieldset className="money-choice money-choice--column">
        <legend>{t('receiptQuestion')}</legend>
        {(['received', 'partlyReceived', 'notReceived'] as const).map((r) => (
          <label key={r}>
            <input type="radio" name={group} value={r} checked={receipt === r} onChange={() => setReceipt(r)} />
            {t(`receipt_${r}`)}
          </label>
        ))}
      </fieldset>
      {needsProof && (
        <>
          <label className="form-field">
            <span>{t('receiptNote')}</span>
            <input maxLength={140} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <div className="proof-pick">
            <label className="mq-button mq-button--secondary mq-button--small">
              {t('proofsChoose')}
              <input className="mq-visually-hidden" type="file" accept="image/png,image/jpeg" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} aria-describedby={`${group}-chosen`} />
            </label>
            <span id={`${group}-chosen`}>{files.length ? files.map((f) => f.name).join(', ') : t('proofsNone')}</span>
          </div>
        </>
      )}
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" size="small" busy={send.isPending}>
        {t('receiptSend')}
      </Button>
    </form>
  );
}
