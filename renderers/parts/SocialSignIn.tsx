import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useRuntime } from '../../src/contract/contexts';
import { socialProvidersQuery } from '../../src/api/social/providers';
import { useSocialStart } from './useSocialStart';
import './SocialSignIn.css';

const features = { google: 'googleSignIn', facebook: 'facebookSignIn' } as const;

/** A path of this site only: what the login page's `redirect` may name. */
const ownPath = (p: string | null) => (p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\') ? p : null);

/**
 * "Continue with Google / Facebook" under the login form: one button per provider whose module is
 * on and whose client the console switched on. The browser goes to the provider in this window
 * and comes back to the page it left (from the login page, to where that page would have gone),
 * where the shell trades the callback's code for the session (dialogs/socialSignIn.tsx).
 */
export function SocialSignIn() {
  const { t } = useTranslation('forms');
  const runtime = useRuntime();
  const location = useLocation();
  const anyOn = runtime.features.googleSignIn || runtime.features.facebookSignIn;
  const ready = useQuery({ ...socialProvidersQuery(), enabled: anyOn });
  const { go, pressed, error } = useSocialStart(t('socialFailed'));
  const providers = (ready.data?.providers ?? []).filter((p) => runtime.features[features[p]]);
  if (!anyOn || providers.length === 0) return null;

  const onLoginPage = runtime.routes.find((r) => r.path === location.pathname)?.screen === 'login';
  const returnPath = onLoginPage ? (ownPath(new URLSearchParams(location.search).get('redirect')) ?? '/') : location.pathname + location.search;

  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t('socialOr')}</p>
      {providers.map((p) => (
        <button key={p} type="button" className="mq-button mq-button--secondary mq-button--block" disabled={pressed !== null} aria-busy={pressed === p} onClick={() => go(p, returnPath)}>
          {t(p === 'google' ? 'socialContinueGoogle' : 'socialContinueFacebook')}
        </button>
      ))}
      {error && (
        <p className="rule-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
