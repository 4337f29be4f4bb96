import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationAsked } from '../../src/generated/types';
import { oneTimeCodeForm } from '../../src/engine/oneTimeCodeForm';
import { RuleForm } from './RuleForm';
import { useCountdown } from '../../src/ui/useCountdown';

/**
 * The second step of a password sign-in from a device or network new to the account (the brand's
 * accounts.newDeviceCheck): the code texted to the account's phone, or its authenticator app's.
 * A texted code may be sent again once the server's wait is over.
 */
export function DeviceCheckForm({
  asked,
  onCode,
  onResend,
  onBack,
}: {
  asked: VerificationAsked;
  onCode: (otp: string) => Promise<string | null>;
  /** Signs in again without a code, which texts a new one: a failure's message, or null. */
  onResend: () => Promise<string | null>;
  onBack: () => void;
}) {
  const { t } = useTranslation('forms');
  const [left, setLeft] = useCountdown(asked.resendAfterSeconds ?? 0);
  const [resendError, setResendError] = useState<string | null>(null);
  useEffect(() => setLeft(asked.resendAfterSeconds ?? 0), [asked, setLeft]);

  return (
    <>
      <p className="form-lead" role="status">
        {asked.method === 'sms' ? t('deviceCheckSms', { mobile: asked.mobile ?? '' }) : t('deviceCheckTotp')}
      </p>
      <RuleForm
        model={oneTimeCodeForm}
        idPrefix="device-check-"
        submitLabel={t('deviceCheckSubmit')}
        onSubmit={(v) => onCode(v.otp?.trim() ?? '')}
        beforeSubmit={
          <div className="login-options">
            {asked.method === 'sms' && (
              <button
                type="button"
                className="mq-link-button"
                disabled={left > 0}
                onClick={() => {
                  setResendError(null);
                  void onResend().then(setResendError);
                }}
              >
                {left > 0 ? t('resendIn', { seconds: left }) : t('deviceCheckResend')}
              </button>
            )}
            <button type="button" className="mq-link-button" onClick={onBack}>
              {t('deviceCheckBack')}
            </button>
          </div>
        }
      />
      {resendError && (
        <p className="rule-form__error" role="alert">
          {resendError}
        </p>
      )}
    </>
  );
}
