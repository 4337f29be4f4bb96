import { useMemo } from 'react';
import { passwordChangeForms } from '../../src/engine/runtimeForms';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { useRuntime } from '../../src/contract/contexts';
import { Modal } from '../../src/ui/Modal';
import { failureMessage } from '../../src/api/client';
import { changePasswordMutation } from '../../src/api/member/accountForms';
import { logoutMutation } from '../../src/api/session/signIn';
import { EmptyState } from '../parts/EmptyState';
import { RuleForm } from '../parts/RuleForm';

/**
 * SPEC §2.5 forced password change (and §5 change password): the old password, a new one by the
 * brand's rule, its confirmation. Forced after a password sign-in of an account someone else made
 * or support flagged, of an expired or of a weak password (the lead says which), the dialog can
 * only be left by changing it or by signing out.
 */
export default function ChangePasswordDialog({ onClose, forced = false, reason = 'required' }: SlotProps['dialog'] & { forced?: boolean; reason?: 'required' | 'expired' | 'weak' }) {
  const { t } = useTranslation('forms');
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useMutation(changePasswordMutation());
  const logout = useMutation(logoutMutation());
  const model = useMemo(() => passwordChangeForms(runtime), [runtime]);

  const leave = () => {
    if (forced) logout.mutate(undefined, { onSettled: () => void queryClient.invalidateQueries() });
    onClose();
  };
  const submit = async (v: Record<string, string>) => {
    try {
      await change.mutateAsync({ oldPassword: v.oldPassword ?? '', newPassword: v.newPassword ?? '', confirmNewPassword: v.confirmNewPassword ?? '' });
      // SPEC §5: member info reloads, the dialog closes, home opens.
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onClose();
      void navigate('/', { replace: true });
      return null;
    } catch (e) {
      return failureMessage(e, t('changePasswordFailed'));
    }
  };

  return (
    <Modal title={t('changePasswordTitle')} onClose={leave} width={440}>
      {forced && <p className="form-lead">{t(`changePasswordForced_${reason}`)}</p>}
      {model ? <RuleForm model={model} submitLabel={t('changePasswordSubmit')} onSubmit={submit} /> : <EmptyState title={t('changePasswordClosed')} />}
    </Modal>
  );
}
