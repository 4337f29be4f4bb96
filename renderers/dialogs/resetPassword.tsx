import { useMemo, useState } from 'react';
import { recoveryForms } from '../../src/engine/runtimeForms';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { useRuntime } from '../../src/contract/contexts';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { Modal } from '../../src/ui/Modal';
import { useDialog } from '../../src/ui/useDialog';
import { failureCode, failureMessage } from '../../src/api/client';
import { keepSignIn } from '../../src/api/member/accountForms';
import { deviceId } from '../../src/api/deviceId';
import { passwordResetMutation } from '../../src/api/member/recovery';
import { RuleForm } from '../parts/RuleForm';
import { useDeviceCheck } from '../parts/useDeviceCheck';
import type { PasswordResetRequest } from '../../src/generated/types';

/**
 * The page a mailed recovery link opens (SPEC §5 forgot password by e-mail): the new password,
 * after which the player is signed in. A used or expired link offers to ask for a new one.
 */
export default function ResetPasswordDialog({ onClose, token }: SlotProps['dialog'] & { token?: string }) {
  const { t } = useTranslation('forms');
  const runtime = useRuntime();
  const resetForm = useMemo(() => recoveryForms(runtime).reset, [runtime]);
  const navigate = useNavigate();
  const dialog = useDialog();
  const dialogs = useShellDialogs();
  const queryClient = useQueryClient();
  const reset = useMutation(passwordResetMutation());
  const [spent, setSpent] = useState<string | null>(null);

  const recover = async (body: PasswordResetRequest) => {
    const value = await reset.mutateAsync(body);
    await keepSignIn(queryClient, value.token);
    onClose();
    void navigate('/', { replace: true });
    // Said on the page it lands on: the password changed, and the player is in with it.
    void dialog.alert(t('passwordChanged'), { icon: 'success', buttons: [{ labelKey: 'common:in_increase_submit', variant: 'primary', isDefault: true }] });
  };
  // The brand's new-device check asks its code (texted, or the authenticator app's) before the new password holds.
  const deviceCheck = useDeviceCheck(recover, t('forgotFailed'));

  const submit = async (v: Record<string, string>) => {
    try {
      await deviceCheck.attempt({ token: token ?? '', newPassword: v.newPassword ?? '', confirmNewPassword: v.confirmNewPassword ?? '', deviceId: deviceId() });
      return null;
    } catch (e) {
      if (failureCode(e) === 'RESET_LINK_INVALID') {
        setSpent(failureMessage(e, t('forgotFailed')));
        return null;
      }
      return failureMessage(e, t('forgotFailed'));
    }
  };

  return (
    <Modal title={t('resetTitle')} onClose={onClose} width={440}>
      {deviceCheck.form ?? (spent ? (
        <div className="rule-form">
          <p className="form-lead" role="alert">
            {spent}
          </p>
          {runtime.features.forgotPasswordByEmail && (
            <button type="button" className="mq-button mq-button--primary mq-button--block" onClick={() => dialogs.open('forgotPassword')}>
              {t('resetAskAgain')}
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="form-lead">{t('resetLead')}</p>
          <RuleForm idPrefix="reset-" model={resetForm} submitLabel={t('resetSubmit')} onSubmit={submit} />
        </>
      ))}
    </Modal>
  );
}
