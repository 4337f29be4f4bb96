import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { useOnceKey } from '../../api/useOnceKey';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { paymentMutations, type DecideCall } from '../queries/payments';
import { RejectForm } from './RejectForm';

/**
 * The desk's decision on one deposit or withdrawal, with its own Idempotency-Key (a double click
 * decides once) and the server's refusal in the console's language.
 */
export function useDecision<N extends DecideCall>(call: N, item: { brandId: string; id: string }, onDone: (res: CallIO[N]['response']) => void) {
  const { t, i18n } = useTranslation();
  const once = useOnceKey();
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useMutation({
    ...paymentMutations.decide(call, item, i18n.language, (body) => once.keyFor(body)),
    onSuccess: (res) => {
      once.done();
      onDone(res);
    },
    onError: (err) => setProblem(failureMessage(err, t('networkError'))),
  });
  return { decide, problem, setProblem };
}

/**
 * The item's way forward (approve, mark paid), or a rejection with the reason the member reads; then
 * what the server said. A way forward that asks for more (the payout reference) opens its form
 * (`forwardForm`, given how to close it) in place of the buttons.
 */
export function DecisionBar({ forward, confirmLabel, busy, onForward, forwardForm, onReject, problem, onProblem }: {
  forward: string;
  confirmLabel: string;
  busy: boolean;
  onForward?: () => void;
  forwardForm?: (close: () => void) => ReactNode;
  onReject: (reason: string) => void;
  problem: string | null;
  onProblem: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'forward' | 'reject' | null>(null);
  return (
    <>
      <div className="member-card__actions">
        {open === 'reject' ? (
          <RejectForm confirmLabel={confirmLabel} busy={busy} onReject={onReject} onCancel={() => setOpen(null)} onProblem={onProblem} />
        ) : open === 'forward' && forwardForm ? (
          forwardForm(() => setOpen(null))
        ) : (
          <>
            <Button busy={busy} onClick={forwardForm ? () => setOpen('forward') : onForward}>
              {forward}
            </Button>
            <Button variant="danger" onClick={() => setOpen('reject')}>
              {t('depositReject')}
            </Button>
          </>
        )}
      </div>
      {problem && (
        <p className="console-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
