import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { fileAsBase64 } from '../../api/fileAsBase64';
import { proofProblem } from '../../engine/proofFiles';
import decideSchema from '../../../schemas/api/ops/decideWithdrawal.request.json';

const reference = decideSchema.properties.payoutReference;
const referencePattern = new RegExp(reference.pattern);

/** What marking paid sends: the payout reference the member reads, and the picture of the payment if one was chosen. */
export interface Payout {
  payoutReference: string;
  payoutProof?: string;
}

/**
 * Marking a withdrawal paid: the payout reference copied from the payment (a bKash TrxID, a bank's
 * reference), held to the call's own rule before it is sent, and a picture of the payment if the
 * cashier has one. A problem is said at its field, which takes the focus.
 */
export function PayForm({ confirmLabel, busy, onPay, onCancel }: { confirmLabel: string; busy: boolean; onPay: (payout: Payout) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: 'reference' | 'proof'; text: string } | null>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const proofInput = useRef<HTMLInputElement>(null);
  const refuse = (field: 'reference' | 'proof', words: string) => {
    setProblem({ field, text: words });
    (field === 'reference' ? referenceInput : proofInput).current?.focus();
  };
  const submit = async () => {
    const typed = text.trim();
    if (!typed) return refuse('reference', t('payoutReferenceNeeded'));
    if (typed.length < reference.minLength || typed.length > reference.maxLength || !referencePattern.test(typed)) return refuse('reference', t('payoutReferenceFormat'));
    const wrong = file && proofProblem([file]);
    if (wrong) return refuse('proof', t(`payoutProof_${wrong}`));
    setProblem(null);
    onPay({ payoutReference: typed, ...(file ? { payoutProof: await fileAsBase64(file) } : {}) });
  };
  const errorOf = (field: 'reference' | 'proof') => (problem?.field === field ? `${id}-${field}-error` : undefined);
  return (
    <form
      className="console-confirm"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="console-field">
        <span>{t('payoutReference')}</span>
        <input
          ref={referenceInput}
          value={text}
          maxLength={reference.maxLength}
          autoComplete="off"
          spellCheck={false}
          required
          aria-invalid={problem?.field === 'reference' || undefined}
          aria-describedby={[errorOf('reference'), `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <small id={`${id}-hint`} className="console-muted">
        {t('payoutReferenceHint')}
      </small>
      {problem?.field === 'reference' && (
        <p id={errorOf('reference')} className="console-error" role="alert">
          {problem.text}
        </p>
      )}
      <div className="console-field">
        <span id={`${id}-proof-label`}>{t('payoutProof')}</span>
        {/* The browser's own file button speaks the browser's language; this one speaks the console's. */}
        <label className="mq-button mq-button--secondary mq-button--small">
          {t('payoutProofChoose')}
          <input
            ref={proofInput}
            className="mq-visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            aria-labelledby={`${id}-proof-label`}
            aria-invalid={problem?.field === 'proof' || undefined}
            aria-describedby={[errorOf('proof'), `${id}-proof-chosen`].filter(Boolean).join(' ')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <span id={`${id}-proof-chosen`} className="console-muted">
          {file ? file.name : t('payoutProofNone')}
        </span>
      </div>
      {problem?.field === 'proof' && (
        <p id={errorOf('proof')} className="console-error" role="alert">
          {problem.text}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {confirmLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}
