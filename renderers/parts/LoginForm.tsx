import { useMemo, useState } from 'react';
import { loginForms } from '../../src/engine/runtimeForms';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginType } from '../../src/engine/runtime';
import type { Portal } from '../../src/engine/accountType';
import { useRuntime } from '../../src/contract/contexts';
import { failureCode, failureMessage } from '../../src/api/client';
import { deviceId } from '../../src/api/deviceId';
import { loginMutation } from '../../src/api/session/signIn';
import { keepSignIn } from '../../src/api/member/accountForms';
import { forgetRemembered, remembered } from '../../src/api/session/rememberMe';
import type { LoginRequest, LoginResult } from '../../src/generated/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { RuleForm } from './RuleForm';
import { FormTabs } from './FormTabs';
import { FreePlayButton } from './FreePlayButton';
import { useDeviceCheck } from './useDeviceCheck';
import { SocialSignIn } from './SocialSignIn';
import { useSliderChallenge } from './SliderChallenge';
import './FieldShell.css';

/**
 * SPEC §5 login: the engine's form for each way in (runtimeForms' loginForms), drawn by the field
 * renderers; the captcha joins the username form once the server asks for it. A remembered
 * account signs in with one press; "remember me" keeps the server's token, never the password.
 * The agent sign-in (portal "agent", SPEC §6) is the same form, which the server answers for
 * agents only; it leaves out free play, social sign-in and registration, which are for players.
 * `onDone` is told whether the password must change first, so a page opens nothing over that dialog.
 */
export function LoginForm({ initialType = 'username', portal = 'member', onDone, onLeave }: { initialType?: LoginType; portal?: Portal; onDone: (passwordToChange?: boolean) => void; onLeave?: () => void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const login = useMutation(loginMutation());
  const runtime = useRuntime();
  const dialogs = useShellDialogs();
  const types = runtime.login.types;
  const [type, setType] = useState<LoginType>(types.includes(initialType) ? initialType : 'username');
  const [showCaptcha, setShowCaptcha] = useState(false);
  // A brand that asks two factors at every sign-in offers no remembered sign-in (runtime.login.remember).
  const [device, setDevice] = useState(() => (runtime.login.remember ? remembered() : null));
  const [keep, setKeep] = useState(device !== null);
  const [notice, setNotice] = useState<string | null>(null);
  // SPEC §4: the brand's slider before a sign-in by account name, never before one by SMS code.
  const slider = useSliderChallenge(type === 'username' && device === null);
  const forms = useMemo(() => loginForms(runtime), [runtime]);
  const model = type === 'sms' ? forms.sms : showCaptcha ? forms.usernameWithCaptcha : forms.username;
  const canRecover = runtime.features.forgotPasswordByPhone || runtime.features.forgotPasswordByEmail;

  const finish = async (value: LoginResult) => {
    await keepSignIn(queryClient, value.token);
    onDone(value.passwordExpired);
    // SPEC §5: a password that must change is changed before anything else (never after an SMS code).
    if (value.passwordExpired) dialogs.open('changePassword', { forced: true, reason: value.passwordChange ?? 'required' });
    // SPEC §4: otherwise the after-login modal, which opens only when it has something to show. An
    // agent goes to the agent centre; the pop-ups and the welcome are the players'.
    else if (portal === 'member') dialogs.open('afterLogin', { firstTimeLogin: value.firstTimeLogin });
  };

  const send = async (body: LoginRequest) => {
    const value = await login.mutateAsync(portal === 'agent' ? { ...body, portal } : body);
    // Remembered by the server's cookies when asked; a sign-in without it forgets an account this device remembered.
    if (body.type === 'username' && !body.remember && device) void forgetRemembered();
    await finish(value);
  };

  // A password sign-in the server asked a code for (a new device or network) goes again with it; the
  // captcha answer is spent by then, and the password was right.
  const deviceCheck = useDeviceCheck(send, t('loginFailed'), ({ captcha: _answer, captchaId: _id, ...again }) => again);

  const submit = async (v: Record<string, string>) => {
    const solved = type === 'username' ? slider.take() : { slider: undefined };
    if (typeof solved === 'string') return solved;
    const body: LoginRequest =
      type === 'sms'
        ? { type, mobileNum: v.mobileNum?.trim(), countryDialingCode: v.countryDialingCode, password: v.verificationCode?.trim() ?? '', deviceId: deviceId() }
        : { type, username: v.username?.trim(), password: v.password ?? '', captcha: v.captcha, captchaId: v.captchaId, remember: type === 'username' && keep && runtime.login.remember, deviceId: deviceId(), slider: solved.slider };
    try {
      // Every try spends the slider's challenge; a second step goes on with the answer the server handed back.
      if (await deviceCheck.attempt(body)) slider.renew();
      return null;
    } catch (e) {
      slider.renew();
      const code = failureCode(e);
      if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_WRONG') setShowCaptcha(true);
      return failureMessage(e, t('loginFailed'));
    }
  };

  const signInRemembered = async () => {
    if (!device) return null;
    try {
      // The token travels in its cookie; the server hands on a new one, and the day still ends when the first one's did.
      const value = await login.mutateAsync({ type: 'remember', username: device.account, ...(portal === 'agent' ? { portal } : {}) });
      await finish(value);
      return null;
    } catch (e) {
      if (failureCode(e) === 'REMEMBER_EXPIRED') {
        // The server cleared the cookies with its answer.
        setDevice(null);
        setNotice(failureMessage(e, t('loginFailed')));
        return null;
      }
      return failureMessage(e, t('loginFailed'));
    }
  };

  const footer =
    portal === 'agent' ? (
      <p className="form-footer">
        {t('notAgent')}{' '}
        <Link to="/login" onClick={onLeave}>
          {t('playerLogin')}
        </Link>
      </p>
    ) : (
      <>
        <SocialSignIn />
        {runtime.features.freePlay && <FreePlayButton onDone={() => onDone()} />}
        {runtime.features.directRegistration && (
          <p className="form-footer">
            {t('notMember')} <Link to="/register">{t('registerHere')}</Link>
          </p>
        )}
        <p className="form-footer">
          {t('areYouAgent')}{' '}
          <Link to="/login?portal=agent" onClick={onLeave}>
            {t('agentLogin')}
          </Link>
        </p>
      </>
    );

  if (deviceCheck.form) return deviceCheck.form;

  if (device && type === 'username') {
    return (
      <RememberedAccount
        account={device.account}
        onSignIn={signInRemembered}
        onForget={() => {
          void forgetRemembered();
          setDevice(null);
          setKeep(false);
        }}
        footer={footer}
      />
    );
  }

  return (
    <>
      {types.length > 1 && (
        <FormTabs<LoginType> label={t('loginBy')} tabs={types.map((k) => ({ key: k, label: t(k === 'sms' ? 'loginByMobile' : 'loginByUsername') }))} selected={type} onSelect={setType} />
      )}
      {notice && (
        <p className="form-lead" role="status">
          {notice}
        </p>
      )}
      <RuleForm
        key={type}
        model={model}
        submitLabel={t('login')}
        onSubmit={submit}
        beforeSubmit={
          <>
            {slider.element}
            <div className="login-options">
              {type === 'username' && runtime.login.remember && (
                <div className="form-field form-field--check">
                  <input id="field-remember" type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
                  <label htmlFor="field-remember">{t('rememberMe')}</label>
                </div>
              )}
              {canRecover && (
                <button type="button" className="mq-link-button" onClick={() => dialogs.open('forgotPassword')}>
                  {t('forgotPassword')}
                </button>
              )}
            </div>
          </>
        }
        footer={footer}
      />
    </>
  );
}

/** The account this device remembers: one press signs it in; "not you?" forgets it. */
function RememberedAccount({ account, onSignIn, onForget, footer }: { account: string; onSignIn: () => Promise<string | null>; onForget: () => void; footer: React.ReactNode }) {
  const { t } = useTranslation('forms');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="rule-form">
      <p className="form-lead">{t('rememberedAs', { account })}</p>
      {error && (
        <p className="rule-form__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="mq-button mq-button--primary mq-button--block"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setBusy(true);
          void onSignIn().then((e) => {
            setError(e);
            setBusy(false);
          });
        }}
      >
        {t('continueAs', { account })}
      </button>
      <button type="button" className="mq-link-button" onClick={onForget}>
        {t('notYou')}
      </button>
      {footer}
    </div>
  );
}
