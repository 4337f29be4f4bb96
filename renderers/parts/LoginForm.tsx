import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldModel, FormModel } from '../../src/engine/runtime';
import type { LoginResult } from '../../src/generated/types';
import { useRuntime } from '../../src/contract/contexts';
import { apiSend, failureCode, failureMessage } from '../../src/api/client';
import { keepSignIn } from '../../src/api/member';
import { useQueryClient } from '@tanstack/react-query';
import { RuleForm } from './RuleForm';

type LoginType = 'username' | 'sms';

const required = (name: FieldModel['name'], renderer: string, extra: Partial<FieldModel> = {}): FieldModel => ({
  name,
  renderer,
  required: true,
  pattern: null,
  minLength: null,
  maxLength: null,
  message: { key: 'validation:required', params: {} },
  ...extra,
});

/**
 * SPEC §5 login: username and password required (trimmed), captcha when shown; by SMS the mobile
 * number (checked by the brand's mobile rule) and the code.
 */
export function LoginForm({ initialType = 'username', onDone }: { initialType?: LoginType; onDone(): void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const runtime = useRuntime();
  const types = runtime.login.types;
  const [type, setType] = useState<LoginType>(types.includes(initialType) ? initialType : 'username');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const mobileRule =
    runtime.registration.mobile?.fields.find((f) => f.name === 'mobileNum') ??
    runtime.registration.username?.fields.find((f) => f.name === 'mobileNum');

  const model: FormModel = useMemo(
    () => ({
      fields:
        type === 'sms'
          ? [
              mobileRule ? { ...mobileRule, required: true } : required('mobileNum', 'mobile'),
              required('verificationCode', 'loginSmsCode', { maxLength: 255 }),
            ]
          : [required('username', 'text'), required('password', 'password'), ...(showCaptcha ? [required('captcha', 'captcha')] : [])],
    }),
    [type, showCaptcha, mobileRule],
  );

  const submit = async (v: Record<string, string>) => {
    const body =
      type === 'sms'
        ? { type, mobileNum: v.mobileNum?.trim(), countryDialingCode: v.countryDialingCode, password: v.verificationCode?.trim() }
        : { type, username: v.username?.trim(), password: v.password?.trim(), captcha: v.captcha, captchaId: v.captchaId };
    try {
      const value = await apiSend<LoginResult>('POST', '/wps/session/login', body, { encrypted: true });
      await keepSignIn(queryClient, value.token);
      onDone();
      return null;
    } catch (e) {
      const code = failureCode(e);
      if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_WRONG') setShowCaptcha(true);
      return failureMessage(e, t('loginFailed'));
    }
  };

  return (
    <>
      {types.length > 1 && (
        <div role="tablist" className="form-tabs" aria-label={t('loginBy')}>
          {types.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={type === k} onClick={() => setType(k)}>
              {t(k === 'sms' ? 'loginByMobile' : 'loginByUsername')}
            </button>
          ))}
        </div>
      )}
      <RuleForm
        key={type}
        model={model}
        submitLabel={t('login')}
        onSubmit={submit}
        footer={
          runtime.features.directRegistration && (
            <p className="form-footer">
              {t('notMember')} <Link to="/register">{t('registerHere')}</Link>
            </p>
          )
        }
      />
    </>
  );
}
