import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { Modal } from '../../src/ui/Modal';
import { failureMessage } from '../../src/api/client';
import { keepSignIn } from '../../src/api/member/accountForms';
import { socialFinishMutation, takeSocialBinding } from '../../src/api/social/providers';
import { deviceId } from '../../src/api/deviceId';
import type { CallRequest } from '../../src/api/client';
import { useDeviceCheck } from '../parts/useDeviceCheck';

/**
 * Back from Google or Facebook (/#social=<code>): trades the one-time code, with the binding this
 * tab kept when it left, for a session kept like any other sign-in. A social sign-in used no
 * password, so no forced change follows. A new device or network meets the brand's check (and the
 * member's authenticator app) as a password sign-in does: the code is asked here and the trade sent
 * again with it. A refusal (expired, cancelled, locked, …) is shown in the server's words, with the
 * way back to the login form.
 */
export default function SocialSignInDialog({ onClose, code, backToSecurity }: SlotProps['dialog'] & { code?: string; backToSecurity?: () => void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const dialogs = useShellDialogs();
  const { mutateAsync: finish } = useMutation(socialFinishMutation());
  const [error, setError] = useState<string | null>(null);
  // A link started in the security centre: the way back leads there, not to the login form.
  const [linking, setLinking] = useState(false);
  // The code is good once: the effect must not trade it twice (React runs effects twice in development).
  const traded = useRef(false);
  const linkingRef = useRef(false);

  const deviceCheck = useDeviceCheck(async (body: CallRequest<'social/finish'>) => {
    const value = await finish(body);
    await keepSignIn(queryClient, value.token);
    onClose();
    if (linkingRef.current) backToSecurity?.();
    // A sign-in, not a link: the after-login modal, as after the login form (SPEC §4).
    else dialogs.open('afterLogin', { firstTimeLogin: value.firstTimeLogin });
  }, t('socialFailed'), undefined, () => dialogs.open('login'));
  const { attempt } = deviceCheck;

  useEffect(() => {
    if (traded.current) return;
    traded.current = true;
    const { binding, linking: linked } = takeSocialBinding();
    linkingRef.current = linked;
    setLinking(linked);
    attempt({ code: code ?? '', deviceId: deviceId(), ...(binding ? { binding } : {}) }).catch((e: unknown) => setError(failureMessage(e, t(linked ? 'socialLinkFailed' : 'socialFailed'))));
  }, [code, attempt, t]);

  return (
    <Modal title={t('socialTitle')} onClose={onClose} width={420}>
      {deviceCheck.form ? (
        deviceCheck.form
      ) : error ? (
        <div className="rule-form">
          <p className="form-lead" role="alert">
            {error}
          </p>
          {linking && backToSecurity ? (
            <button
              type="button"
              className="mq-button mq-button--primary mq-button--block"
              onClick={() => {
                onClose();
                backToSecurity();
              }}
            >
              {t('socialBackToSecurity')}
            </button>
          ) : (
            <button type="button" className="mq-button mq-button--primary mq-button--block" onClick={() => dialogs.open('login')}>
              {t('socialTryAgain')}
            </button>
          )}
        </div>
      ) : (
        <p className="form-lead" role="status" aria-busy="true">
          {t('socialSigningIn')}
        </p>
      )}
    </Modal>
  );
}
