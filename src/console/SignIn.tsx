import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '../generated/types';
import { Button } from '../ui/Button';
import { opsCall } from './api';
import { failureMessage } from '../api/callClient';
import { LanguageSwitch } from './LanguageSwitch';

/** The console's sign-in: name, password and the authenticator's six digits. */
export function SignIn({ onSignedIn }: { onSignedIn: (token: string, operator: Operator) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const code = text('code').replace(/\s/g, '');
    setBusy(true);
    setError(null);
    try {
      const { token, operator } = await opsCall(
        'ops/signIn',
        { username: text('username'), password: text('password'), ...(code ? { code } : {}) },
        i18n.language,
      );
      onSignedIn(token, operator);
    } catch (err) {
      setError(failureMessage(err, t('networkError')));
      setBusy(false);
    }
  };

  return (
    <main className="console-signin">
      <div className="console-signin__lang">
        <LanguageSwitch />
      </div>
      <form className="console-card console-signin__card" onSubmit={(e) => void submit(e)} aria-describedby={error ? `${id}-error` : undefined}>
        <h1>{t('signInTitle')}</h1>
        <p className="console-muted">{t('signInLead')}</p>
        <label htmlFor={`${id}-username`}>{t('username')}</label>
        <input id={`${id}-username`} name="username" autoComplete="username" required maxLength={64} />
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required maxLength={128} />
        <label htmlFor={`${id}-code`}>{t('totpCode')}</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          aria-describedby={`${id}-code-hint`}
        />
        <p id={`${id}-code-hint`} className="console-muted console-hint">
          {t('totpHint')}
        </p>
        {error && (
          <p id={`${id}-error`} className="console-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" block busy={busy} disabled={busy}>
          {t('signIn')}
        </Button>
      </form>
    </main>
  );
}
