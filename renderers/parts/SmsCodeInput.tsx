import { useFieldId } from '../../src/contract/fieldIds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from './FieldShell';
import { useCountdown } from '../../src/ui/useCountdown';
import { RuleInput } from './RuleInput';
import { failureMessage } from '../../src/api/client';
import { smsCodeMutation, type SmsPurpose } from '../../src/api/verification/smsCode';
import { useMutation } from '@tanstack/react-query';
import { useDialog } from '../../src/ui/useDialog';
import './FieldShell.css';

const COUNTDOWN_S = 60;

/**
 * The SMS code with its send button: sending is blocked while the countdown runs (SPEC §4), as
 * long as the server says before another code may be sent.
 */
export function SmsCodeInput({ props, purpose }: { props: SlotProps['field']; purpose: SmsPurpose }) {
  const { t } = useTranslation('forms');
  const [left, setLeft] = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);
  const dialog = useDialog();
  const sendCode = useMutation(smsCodeMutation(purpose));
  // The send button is disabled by the countdown, and a disabled button drops focus to the page:
  // the code input is where the person goes next, so focus goes there, after success or failure.
  const codeId = useFieldId(props.model.name);
  const focusCode = () => document.getElementById(codeId)?.focus();
  const send = async () => {
    if (left > 0) return;
    setSendError(null);
    if (!props.form.mobileNum?.trim()) {
      setSendError(t('enterMobileFirst'));
      return;
    }
    try {
      const sent = await sendCode.mutateAsync({ countryDialingCode: props.form.countryDialingCode ?? '', mobile: props.form.mobileNum.trim() });
      setLeft(sent.resendAfterSeconds || COUNTDOWN_S);
      focusCode();
    } catch (e) {
      // The dialog hands focus back to what had it when it opened: the code input, not the button.
      focusCode();
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
