import { useMemo, useState } from 'react';
import { recoveryForms } from '../../src/engine/runtimeForms';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { useRuntime } from '../../src/contract/contexts';
import { Modal } from '../../src/ui/Modal';
import { useDialog } from '../../src/ui/useDialog';
import { failureMessage } from '../../src/api/client';
import { keepSignIn } from '../../src/api/member/accountForms';
import { deviceId } from '../../src/api/deviceId';
import { passwordByMobileMutation, passwordEmailMutation } from '../../src/api/member/recovery';
import { EmptyState } from '../parts/EmptyState';
import { FormTabs } from '../parts/FormTabs';
import { RuleForm } from '../parts/RuleForm';
import { useDeviceCheck } from '../parts/useDeviceCheck';
import type { PasswordByMobileRequest } from '../../src/generated/types';

type Way = 'phone' | 'email';

/**
 * SPEC §2.5/§5 forgot password. By phone: a code to the account's number, the new password, and
 * the player is signed in with it. By e-mail: the account and its address; a link goes to the
 * address, and the dialog says so whether or not they matched (the site does not tell who has an account).
 */
export default function ForgotPasswordDialog({ onClose }: SlotProps['dialog']) {
  const { t } = useTranslation('forms');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const byMobile = useMutation(passwordByMobileMutation());
  const byEmail = useMutation(passwordEmailMutation());
  const forms = useMemo(() => recoveryForms(runtime), [runtime]);
  const ways = (['phone', 'email'] as const).filter((w) => forms[w] !== null);
  const [way, setWay] = useState<Way | undefined>(ways[0]);
  const [mailedFor, setMailedFor] = useState<number | null>(null);

  const recover = async (body: PasswordByMobileRequest) => {
    const value = await byMobile.mutateAsync(body);
    await keepSignIn(queryClient, value.token);
    onClose();
    void navigate('/', { replace: true });
    // Said on the page it lands on: the password changed, and the player is in with it.
    void dialog.alert(t('passwordChanged'), { icon: 'success', buttons: [{ labelKey: 'common:in_increase_submit', variant: 'primary', isDefault: true }] });
  };
  // The brand's new-device check may ask the authenticator app's code before the new password holds.
  const deviceCheck = useDeviceCheck(recover, t('forgotFailed'));

  const submitPhone = async (v: Record<string, string>) => {
    try {
      await deviceCheck.attempt({
        countryDialingCode: v.countryDialingCode ?? '',
        mobileNum: v.mobileNum?.trim() ?? '',
        verificationCode: v.verificationCode?.trim() ?? '',
        newPassword: v.newPassword ?? '',
        confirmNewPassword: v.confirmNewPassword ?? '',
        deviceId: deviceId(),
      });
      return null;
    } catch (e) {
      return failureMessage(e, t('forgotFailed'));
    }
  };
  const submitEmail = async (v: Record<string, string>) => {
    try {
      const value = await byEmail.mutateAsync({ username: v.username?.trim() ?? '', email: v.email?.trim() ?? '' });
      setMailedFor(value.expiresInMinutes);
      return null;
    } catch (e) {
      return failureMessage(e, t('forgotFailed'));
    }
  };

  const model = way ? forms[way] : null;
  return (
    <Modal title={t('forgotTitle')} onClose={onClose} width={440}>
      {deviceCheck.form ?? (mailedFor !== null ? (
        <div className="rule-form">
          <p className="form-lead" role="status">
            {t('forgotEmailSent', { minutes: mailedFor })}
          </p>
          <button type="button" className="mq-button mq-button--primary mq-button--block" onClick={onClose}>
            {t('forgotDone')}
          </button>
        </div>
      ) : !way || !model ? (
        <EmptyState title={t('forgotClosed')} />
      ) : (
        <>
          {ways.length > 1 && (
            <FormTabs<Way> label={t('forgotBy')} tabs={ways.map((w) => ({ key: w, label: t(w === 'phone' ? 'forgotByPhone' : 'forgotByEmail') }))} selected={way} onSelect={setWay} />
          )}
          <p className="form-lead">{t(way === 'phone' ? 'forgotPhoneLead' : 'forgotEmailLead')}</p>
          <RuleForm key={way} idPrefix="forgot-" model={model} submitLabel={t(way === 'phone' ? 'forgotSubmitPhone' : 'forgotSubmitEmail')} onSubmit={way === 'phone' ? submitPhone : submitEmail} />
        </>
      ))}
    </Modal>
  );
}
