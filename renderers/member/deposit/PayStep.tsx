import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit, DepositSubmitRequest } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { fileAsBase64 } from '../../../src/api/fileAsBase64';
import { proofLimits, proofProblem } from '../../../src/engine/proofFiles';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { CopyValue } from './CopyValue';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';

/**
 * Step two: where to pay and with which reference (each copyable), the channel's instructions, then
 * the payment's transaction ID and up to three proof pictures, sent to the payments desk.
 */
export function PayStep({ deposit, money, timeZone, onSent, onBack }: { deposit: Deposit; money: (v: string) => string; timeZone: string; onSent: (d: Deposit) => void; onBack: () => void }) {
  const { t } = useTranslation('member');
  const once = useOnceKey();
  const [trx, setTrx] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const trxProblem = problems.transactionId ?? null;
  // The server names the proof it refuses (`proofs.1`); the form has one field for them all.
  const fileProblem = Object.entries(problems).find(([field]) => field.startsWith('proofs'))?.[1] ?? null;

  const send = useMutation({
    mutationFn: async (input: { id: string; transactionId: string; files: File[] }) => {
      const body = { id: input.id, transactionId: input.transactionId, proofs: (await Promise.all(input.files.map(fileAsBase64))) as DepositSubmitRequest['proofs'] };
      // The key follows what is sent: the same pictures and ID again are the same request.
      return apiSendOnce('wallet/depositSubmit', body, once.keyFor({ id: body.id, transactionId: body.transactionId, files: input.files.map((f) => [f.name, f.size, f.lastModified]) }));
    },
    onSuccess: (d) => {
      once.done();
      onSent(d);
    },
    onError: failed,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const id = trx.trim();
    const trxBad = /^[A-Za-z0-9-]{6,80}$/.test(id) ? null : t('transactionIdInvalid');
    const filesBad = proofProblem(files);
    setProblems({ ...(trxBad ? { transactionId: trxBad } : {}), ...(filesBad ? { proofs: t(filesBad, { count: proofLimits.maxCount }) } : {}) });
    if (trxBad || filesBad) return;
    send.mutate({ id: deposit.id, transactionId: id, files });
  };

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
      <form className="money-form" onSubmit={submit} noValidate aria-labelledby="deposit-pay-title">
        <FormRow id="deposit-trx" label={t('transactionId')} problem={trxProblem}>
          {(control) => <input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} value={trx} onChange={(e) => setTrx(e.target.value)} />}
        </FormRow>
        <div className={`form-field${fileProblem ? ' form-field--error' : ''}`}>
          <span id="deposit-proofs-label">{t('proofs')}</span>
          {/* The browser's own file button speaks the browser's language; this one speaks the site's. */}
          <div className="proof-pick">
            <label className="mq-button mq-button--secondary mq-button--small">
              {t('proofsChoose')}
              <input
                className="mq-visually-hidden"
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(e) => setFiles([...(e.target.files ?? [])])}
                aria-labelledby="deposit-proofs-label"
                aria-invalid={fileProblem ? true : undefined}
                aria-describedby={`${fileProblem ? 'deposit-proofs-error ' : ''}deposit-proofs-chosen deposit-proofs-hint`}
              />
            </label>
            <span id="deposit-proofs-chosen">{files.length ? files.map((f) => f.name).join(', ') : t('proofsNone')}</span>
          </div>
          {fileProblem && (
            <p id="deposit-proofs-error" className="form-field__error" role="alert">
              {fileProblem}
            </p>
          )}
          <p id="deposit-proofs-hint" className="form-field__hint">
            {t('proofsHint', { count: proofLimits.maxCount })}
          </p>
        </div>
        <Button type="submit" busy={send.isPending} block>
          {t('depositSubmit')}
        </Button>
        <Button variant="ghost" onClick={onBack} block>
          {t('depositStartAgain')}
        </Button>
        <FormOutcome outcome={outcome} />
      </form>
    </div>
  );
}
