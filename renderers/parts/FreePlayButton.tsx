import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../src/api/client';
import { keepSignIn } from '../../src/api/member/accountForms';
import { freePlayMutation } from '../../src/api/session/freePlay';

/** SPEC §4 free play: a trial account with play money for the demo games, one press away, then home. */
export function FreePlayButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation(freePlayMutation());
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="free-play">
      <button
        type="button"
        className="mq-button mq-button--secondary mq-button--block"
        disabled={start.isPending}
        aria-busy={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (value) => {
              void keepSignIn(queryClient, value.token).then(() => {
                onDone();
                void navigate('/');
              });
            },
            onError: (e) => setError(failureMessage(e, t('freePlayFailed'))),
          })
        }
      >
        {t('freePlay')}
      </button>
      {error && (
        <p className="rule-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
