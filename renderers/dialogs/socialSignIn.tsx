import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { Modal } from '../../src/ui/Modal';
import { failureMessage } from '../../src/api/client';
import { keepSignIn } from '../../src/api/member';
import { socialFinishMutation, takeSocialBinding } from '../../src/api/social';

/**
 * Back from Google or Facebook (/#social=<code>): trades the one-time code, with the binding this
 * tab kept when it left, for a session kept like any other sign-in. A social sign-in used no
 * password, so no forced change follows. A refusal (expired, cancelled, locked, …) is shown in the
 * server's words, with the way back to the login form.
 */
export default function SocialSignInDialog({ onClose, code }: SlotProps['dialog'] & { code?: string }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const dialogs = useShellDialogs();
  const { mutateAsync: finish } = useMutation(socialFinishMutation());
  const [error, setError] = useState<string | null>(null);
  // The code is good once: the effect must not trade it twice (React runs effects twice in development).
  const traded = useRef(false);

  useEffect(() => {
    if (traded.current) return;
    traded.current = true;
    const binding = takeSocialBinding();
    finish({ code: code ?? '', ...(binding ? { binding } : {}) })
      .then(async (value) => {
        await keepSignIn(queryClient, value.token);
        onClose();
      })
      .catch((e: unknown) => setError(failureMessage(e, t('socialFailed'))));
  }, [code, finish, onClose, queryClient, t]);

  return (
    <Modal title={t('socialTitle')} onClose={onClose} width={420}>
      {error ? (
        <div className="rule-form">
          <p className="form-lead" role="alert">
            {error}
          </p>
          <button type="button" className="mq-button mq-button--primary mq-button--block" onClick={() => dialogs.open('login')}>
            {t('socialTryAgain')}
          </button>
        </div>
      ) : (
        <p className="form-lead" role="status" aria-busy="true">
          {t('socialSigningIn')}
        </p>
      )}
    </Modal>
  );
}
