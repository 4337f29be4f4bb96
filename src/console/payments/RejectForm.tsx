import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** A rejection's reason, which the member reads (SPEC §9: at most 140 characters), and its confirmation. */
export function RejectForm({ confirmLabel, busy, onReject, onCancel, onProblem }: { confirmLabel: string; busy: boolean; onReject: (reason: string) => void; onCancel: () => void; onProblem: (text: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <form
      className="console-confirm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return onProblem(t('depositReasonNeeded'));
        onReject(reason.trim());
      }}
    >
      <label className="console-field">
        <span>{t('depositReason')}</span>
        <input value={reason} maxLength={140} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" variant="danger" busy={busy}>
        {confirmLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}
