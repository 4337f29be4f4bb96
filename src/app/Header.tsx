import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission, useRuntime } from '../contract/contexts';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { PreferencesMenu } from './PreferencesMenu';
import { usePreferences } from './PreferencesProvider';
import { Navigation } from './Navigation';
import { LoginTypeSelector } from './LoginTypeSelector';
import { readSession, useSession } from '../api/sessionStore';

// A visitor never needs the balance and account menu; a member's copy starts loading with the
// page (the session is known before the first render), so it is in by the time the header draws.
const loadSignedInBar = () => import('./SignedInBar');
if (readSession()) void loadSignedInBar();
const SignedInBar = lazy(() => loadSignedInBar().then((m) => ({ default: m.SignedInBar })));

/**
 * SPEC §2.3. Top: the language drop-down and the logged-out bar (login-type selector when
 * verification-code login is on, register button when direct registration is on). Below: the
 * navigation, hidden on /seamless and /lottery. A signed-in member sees the logged-in bar instead.
 */
export function Header({ showNavigation }: { showNavigation: boolean }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const { whitelabel } = usePermission();
  const { theme } = usePreferences();
  const session = useSession();
  // A logo drawn for a dark page shows as it is; without one, the light logo stands on a plate (shell.css).
  const darkLogo = theme === 'dark' ? whitelabel.logoDark : undefined;
  return (
    <header className="site-header">
      <div className="site-header__top">
        <Link to="/" className={darkLogo ? 'site-header__logo site-header__logo--own' : 'site-header__logo'}>
          <img src={darkLogo ?? whitelabel.logo} alt={t('homeOf', { name: whitelabel.name })} width={160} height={40} />
        </Link>
        <div className="site-header__tools">
          <LanguageMenu />
          <ThemeToggle />
        </div>
        <div className="site-header__prefs">
          <PreferencesMenu />
        </div>
        {session ? (
          <Suspense fallback={<div className="site-header__account" aria-busy="true" />}>
            <SignedInBar session={session} />
          </Suspense>
        ) : (
          <div className="site-header__account" data-testid="logged-out-bar">
            {runtime.login.types.length > 1 && <LoginTypeSelector />}
            <Link className="mq-button site-header__login" to="/login">
              {t('login')}
            </Link>
            {runtime.features.directRegistration && (
              <Link className="mq-button mq-button--primary" to="/register" data-testid="register-button">
                {t('register')}
              </Link>
            )}
          </div>
        )}
      </div>
      {showNavigation && <Navigation />}
    </header>
  );
}
