import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginType } from '../../src/engine/loginForm';
import { useRuntime } from '../../src/contract/contexts';
import { failureCode, failureMessage } from '../../src/api/client';
import { loginMutation } from '../../src/api/session';
import { keepSignIn } from '../../src/api/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { RuleForm } from './RuleForm';
import { FormTabs } from './FormTabs';

/**
 * SPEC §5 login: the engine's form for each way in (runtime.login.forms), drawn by the field
 * renderers; the captcha joins the username form once the server asks for it.
 */
export function LoginForm({ initialType = 'username', onDone }: { initialType?: LoginType; onDone(): void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const login = useMutation(loginMutation());
  const runtime = useRuntime();
  const dialogs = useShellDialogs();
  const types = runtime.login.types;
  const [type, setType] = useState<LoginType>(types.includes(initialType) ? initialType : 'username');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const model = type === 'sms' ? runtime.login.forms.sms : showCaptcha ? runtime.login.forms.usernameWithCaptcha : runtime.login.forms.username;

  const submit = async (v: Record<string, string>) => {
    const body =
      type === 'sms'
        ? { type, mobileNum: v.mobileNum?.trim(), countryDialingCode: v.countryDialingCode, password: v.verificationCode?.trim() ?? '' }
        : { type, username: v.username?.trim(), password: v.password?.trim() ?? '', captcha: v.captcha, captchaId: v.captchaId };
    try {
      const value = await login.mutateAsync(body);
      await keepSignIn(queryClient, value.token);
      onDone();
      // SPEC §5: a password support asked to change is changed before anything else (never after an SMS code).
      if (value.passwordExpired && type !== 'sms') dialogs.open('changePassword', { forced: true });
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
        <FormTabs<LoginType> label={t('loginBy')} tabs={types.map((k) => ({ key: k, label: t(k === 'sms' ? 'loginByMobile' : 'loginByUsername') }))} selected={type} onSelect={setType} />
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
