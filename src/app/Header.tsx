import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission, useRuntime } from '../contract/contexts';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { PreferencesMenu } from './PreferencesMenu';
import { Navigation } from './Navigation';
import { LoginTypeSelector } from './LoginTypeSelector';
import { SignedInBar } from './SignedInBar';
import { useSession } from '../api/sessionStore';

/**
 * SPEC §2.3. Top: the language drop-down and the logged-out bar (login-type selector when
 * verification-code login is on, register button when direct registration is on). Below: the
 * navigation, hidden on /seamless and /lottery. A signed-in member sees the logged-in bar instead.
 */
export function Header({ showNavigation }: { showNavigation: boolean }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const { whitelabel } = usePermission();
  const session = useSession();
  return (
    <header className="site-header">
      <div className="site-header__top">
        <Link to="/" className="site-header__logo">
          <img src={whitelabel.logo} alt={t('homeOf', { name: whitelabel.name })} height={40} />
        </Link>
        <div className="site-header__tools">
          <LanguageMenu />
          <ThemeToggle />
        </div>
        <div className="site-header__prefs">
          <PreferencesMenu />
        </div>
        {session ? (
          <SignedInBar session={session} />
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
