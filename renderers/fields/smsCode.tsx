import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';
import { apiSend, failureMessage } from '../../src/api/client';
import { useDialog } from '../../src/ui/useDialog';

const COUNTDOWN_S = 60;

/** The SMS code with its send button: sending is blocked while the 60-second countdown runs (SPEC §4). */
export default function SmsCodeField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const [left, setLeft] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);
  const dialog = useDialog();
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  const send = async () => {
    if (left > 0) return;
    setSendError(null);
    if (!props.form.mobileNum?.trim()) {
      setSendError(t('enterMobileFirst'));
      return;
    }
    try {
      await apiSend('POST', '/wps/verification/sms/register', { countryDialingCode: props.form.countryDialingCode, mobileNo: props.form.mobileNum });
      setLeft(COUNTDOWN_S);
    } catch (e) {
      // SPEC §8: a failed send shows the server's message in a warning dialog with a confirm button.
      await dialog.alert(failureMessage(e, t('smsFailed')), {
        icon: 'warning',
        buttons: [{ labelKey: 'common:in_increase_submit', variant: 'primary', isDefault: true }],
      });
    }
  };
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <>
          <div className="input-with-button">
            <RuleInput props={props} ids={{ input, describedBy }} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" maxLength={props.model.maxLength ?? 255} />
            <button type="button" className="mq-button" disabled={left > 0} onClick={() => void send()}>
              {left > 0 ? t('resendIn', { seconds: left }) : t('sendSms')}
            </button>
          </div>
          {sendError && (
            <p className="form-field__error" role="alert">
              {sendError}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
