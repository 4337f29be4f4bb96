import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../src/api/client';
import { paymentPasswordForm } from '../../../src/engine/memberForms/paymentPassword';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/** The six-digit password a withdrawal asks for: set once, changed with the current one. */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const reply = useFormReply();
  const model = useMemo(() => paymentPasswordForm(isSet), [isSet]);
  return (
    <RuleForm
      className="money-form"
      idPrefix="payment-password-"
      labelledBy="payment-password-title"
      header={
        <>
          <h3 id="payment-password-title">{t('paymentPassword')}</h3>
          <p className="form-field__hint">{isSet ? t('paymentPasswordIsSet') : t('paymentPasswordNotSet')}</p>
        </>
      }
      model={model}
      submitLabel={isSet ? t('paymentPasswordChange') : t('paymentPasswordSetButton')}
      onSubmit={({ oldPassword = '', newPassword = '' }) =>
        reply(async () => {
          await apiSend('member/paymentPassword', isSet ? { oldPassword, newPassword } : { newPassword });
          void client.invalidateQueries({ queryKey: ['wallet'] });
          return isSet ? t('paymentPasswordChanged') : t('paymentPasswordSet');
        })
      }
    />
  );
}
