import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../ui/Button';
import { useConsole } from './ConsoleContext';
import { LanguageSwitch } from './LanguageSwitch';

/** The console's frame: its name, the pages the operator's role opens, language, who is signed in and sign-out. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { operator, signOut } = useConsole();
  // The chosen brand (?brand=) goes with the operator from page to page.
  const brand = new URLSearchParams(useLocation().search).get('brand');
  const to = (pathname: string) => ({ pathname, search: brand ? `?brand=${encodeURIComponent(brand)}` : '' });
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {t('skipToContent')}
      </a>
      <header className="console-header">
        <span className="console-header__name">{t('consoleName')}</span>
        <nav aria-label={t('pagesLabel')}>
          <ul className="console-nav">
            {operator.mustChangePassword ? (
              <li>
                <NavLink to={to('/account')}>{t('page_account')}</NavLink>
              </li>
            ) : (
              <>
                <li>
                  <NavLink to={to('/')} end>
                    {t('page_modules')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={to('/brand')}>{t('page_brand')}</NavLink>
                </li>
                <li>
                  <NavLink to={to('/registration')}>{t('page_registration')}</NavLink>
                </li>
                <li>
                  <NavLink to={to('/content')}>{t('page_content')}</NavLink>
                </li>
                {operator.role === 'admin' && (
                  <li>
                    <NavLink to={to('/preview')}>{t('page_preview')}</NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={to('/versions')}>{t('page_versions')}</NavLink>
                </li>
                {(operator.role === 'admin' || operator.role === 'content') && (
                  <li>
                    <NavLink to={to('/messages')}>{t('page_messages')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'content' || operator.role === 'payments') && (
                  <li>
                    <NavLink to={to('/promotions')}>{t('page_promotions')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'content') && (
                  <li>
                    <NavLink to={to('/missions')}>{t('page_missions')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'content') && (
                  <li>
                    <NavLink to={to('/vip')}>{t('page_vip')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'content') && (
                  <li>
                    <NavLink to={to('/rebate')}>{t('page_rebate')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'content') && (
                  <li>
                    <NavLink to={to('/games')}>{t('page_games')}</NavLink>
                  </li>
                )}
                {operator.role !== 'support' && (
                  <li>
                    <NavLink to={to('/referral')}>{t('page_referral')}</NavLink>
                  </li>
                )}
                {operator.role !== 'support' && (
                  <li>
                    <NavLink to={to('/envelopes')}>{t('page_envelopes')}</NavLink>
                  </li>
                )}
                {operator.role !== 'support' && (
                  <li>
                    <NavLink to={to('/raffles')}>{t('page_raffles')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'support') && (
                  <li>
                    <NavLink to={to('/members')}>{t('page_members')}</NavLink>
                  </li>
                )}
                {operator.role === 'admin' && (
                  <li>
                    <NavLink to={to('/agent-trees')}>{t('page_agentTrees')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'support') && (
                  <li>
                    <NavLink to={to('/agent-applications')}>{t('page_agentApplications')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'support') && (
                  <li>
                    <NavLink to={to('/support')}>{t('page_feedback')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'support') && (
                  <li>
                    <NavLink to={to('/chat')}>{t('page_chat')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'payments') && (
                  <li>
                    <NavLink to={to('/payments')}>{t('page_payments')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'payments') && (
                  <li>
                    <NavLink to={to('/contract-settlements')}>{t('page_contractSettlements')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'payments') && (
                  <li>
                    <NavLink to={to('/lottery')}>{t('page_lottery')}</NavLink>
                  </li>
                )}
                {(operator.role === 'admin' || operator.role === 'content' || operator.role === 'payments') && (
                  <li>
                    <NavLink to={to('/points')}>{t('page_points')}</NavLink>
                  </li>
                )}
                {operator.role === 'admin' && (
                  <li>
                    <NavLink to={to('/social')}>{t('page_social')}</NavLink>
                  </li>
                )}
                {operator.role === 'admin' && (
                  <li>
                    <NavLink to={to('/audit')}>{t('page_audit')}</NavLink>
                  </li>
                )}
                {operator.role === 'admin' && (
                  <li>
                    <NavLink to={to('/operators')}>{t('page_operators')}</NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={to('/account')}>{t('page_account')}</NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="console-header__tools">
          <LanguageSwitch />
          <span className="console-header__who">{t('signedInAs', { name: operator.username, role: t(`role_${operator.role}`) })}</span>
          <Button variant="secondary" size="small" onClick={signOut}>
            {t('signOut')}
          </Button>
        </div>
      </header>
      <main id="console-main" className="console-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
