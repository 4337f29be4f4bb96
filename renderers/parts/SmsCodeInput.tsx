import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from './FieldShell';
import { RuleInput } from './RuleInput';
import { apiSend, failureMessage } from '../../src/api/client';
import type { SmsSentRegister } from '../../src/generated/types';
import { useDialog } from '../../src/ui/useDialog';
import './FieldShell.css';

const COUNTDOWN_S = 60;

/** Where a code is asked for: registering a number, or signing in with one. */
const sendCalls = {
  register: (dialingCode: string, mobile: string) =>
    apiSend<SmsSentRegister>('POST', '/wps/verification/sms/register', { countryDialingCode: dialingCode, mobileNo: mobile }),
  login: (dialingCode: string, mobile: string) =>
    apiSend<SmsSentRegister>('POST', '/wps/verification/sms/noLogin', { countryDialingCode: dialingCode, mobileNum: mobile }),
};

/**
 * The SMS code with its send button: sending is blocked while the countdown runs (SPEC §4), as
 * long as the server says before another code may be sent.
 */
export function SmsCodeInput({ props, purpose }: { props: SlotProps['field']; purpose: keyof typeof sendCalls }) {
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
      const sent = await sendCalls[purpose](props.form.countryDialingCode ?? '', props.form.mobileNum.trim());
      setLeft(sent.resendAfterSeconds || COUNTDOWN_S);
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
            <RuleInput
              props={props}
              ids={{ input, describedBy }}
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={props.model.maxLength ?? 255}
            />
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
