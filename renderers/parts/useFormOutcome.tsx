import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError, failureMessage } from '../../src/api/client';

export type Outcome = { ok: boolean; text: string } | null;

/**
 * What a money or account form says after the server answered: problems at their fields (the
 * server names the field it refuses), or one outcome line under the form, announced — a success
 * as status, a failure as alert.
 */
export function useFormOutcome() {
  const { t } = useTranslation('common');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const failed = (err: unknown) => {
    if (err instanceof CallError && err.field) setProblems({ [err.field]: err.message });
    else setOutcome({ ok: false, text: failureMessage(err, t('networkError')) });
  };
  return { problems, setProblems, outcome, setOutcome, failed };
}

/** The outcome line under a form. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'money-outcome' : 'money-outcome money-outcome--error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
