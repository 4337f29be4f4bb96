import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../src/api/client';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { sixDigits } from '../../../src/engine/sixDigits';


/** The six-digit password a withdrawal asks for: set once, changed with the current one. */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const save = useMutation({
    mutationFn: () => apiSend('member/paymentPassword', isSet ? { oldPassword, newPassword } : { newPassword }),
    onSuccess: () => {
      setOld('');
      setNew('');
      void client.invalidateQueries({ queryKey: ['wallet'] });
      setOutcome({ ok: true, text: isSet ? t('paymentPasswordChanged') : t('paymentPasswordSet') });
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = {};
    if (isSet && !sixDigits.test(oldPassword)) found.oldPassword = t('paymentPasswordFormat');
    if (!sixDigits.test(newPassword)) found.newPassword = t('paymentPasswordFormat');
    setProblems(found);
    if (!Object.keys(found).length) save.mutate();
  };
  const pin = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="payment-password-title">
      <h3 id="payment-password-title">{t('paymentPassword')}</h3>
      <p className="form-field__hint">{isSet ? t('paymentPasswordIsSet') : t('paymentPasswordNotSet')}</p>
      {isSet && (
        <FormRow id="payment-password-old" label={t('paymentPasswordOld')} problem={problems.oldPassword ?? null}>
          {(c) => <input {...c} {...pin} value={oldPassword} onChange={(e) => setOld(e.target.value)} />}
        </FormRow>
      )}
      <FormRow id="payment-password-new" label={t('paymentPasswordNew')} problem={problems.newPassword ?? null} hint={t('paymentPasswordFormat')}>
        {(c) => <input {...c} {...pin} value={newPassword} onChange={(e) => setNew(e.target.value)} />}
      </FormRow>
      <Button type="submit" busy={save.isPending}>
        {isSet ? t('paymentPasswordChange') : t('paymentPasswordSetButton')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
