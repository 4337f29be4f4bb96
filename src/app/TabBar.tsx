import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../contract/contexts';
import { useGuardedAction } from '../contract/useGuardedAction';
import { useShellDialogs } from '../contract/shellDialogs';
import { useSession } from '../api/sessionStore';
import { useCentres } from '../contract/centres';

const glyphs = {
  home: 'M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3L12 3z',
  games:
    'M7 6h10a5 5 0 0 1 4.9 6l-1 5a2.6 2.6 0 0 1-4.5 1.2L14 16h-4l-2.4 2.2A2.6 2.6 0 0 1 3.1 17l-1-5A5 5 0 0 1 7 6zm0 3v2H5v2h2v2h2v-2h2v-2H9V9H7zm8.5 1a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm2.5 2.5a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
  promotions:
    'M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h18V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1H9zm6 0h-1V6a1 1 0 1 1 1 1zM4 13v7a1 1 0 0 0 1 1h6v-8H4zm9 8h6a1 1 0 0 0 1-1v-7h-7v8z',
  deposit: 'M3 6a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2v2h-6a4 4 0 0 0 0 8h6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6zm11 4h8v4h-8a2 2 0 1 1 0-4z',
  account: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
} as const;

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <svg className="tab-bar__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={glyphs[name]} />
    </svg>
  );
}

interface Tab {
  key: keyof typeof glyphs;
  label: string;
  /** A page to go to, or an action (a centre, the sign-in dialog). */
  to?: string;
  act?: () => void;
  current?: boolean;
}

/**
 * The bar of five at the foot of a phone's screen (shell.css shows it up to 768 px): home, a games
 * page, promotions, deposit and the account. Each comes from the Runtime: a tab whose page the
 * brand does not serve, or whose centre page it does not offer, is left out.
 */
export function TabBar() {
  const { t } = useTranslation('nav');
  const runtime = useRuntime();
  const session = useSession();
  const centres = useCentres();
  const dialogs = useShellDialogs();
  const guarded = useGuardedAction();
  const { pathname } = useLocation();
  const served = new Set(runtime.routes.map((r) => r.path));

  const home = runtime.navigation.find((i) => i.kind === 'home');
  const categoryPaths = runtime.navigation.flatMap((i) => (i.kind === 'category' && i.path ? [i.path] : []));
  const promotions = runtime.navigation.find((i) => i.kind === 'promotions');
  const offersDeposit = runtime.member.menu.some((e) => e.key === 'depositv2');

  const tabs: Tab[] = [];
  if (home && served.has(home.path)) tabs.push({ key: 'home', label: t('hd_home'), to: home.path });
  // The games tab goes to the first category page; it stays current on any category page.
  if (categoryPaths[0]) tabs.push({ key: 'games', label: t('tab_games'), to: categoryPaths[0], current: categoryPaths.includes(pathname) });
  if (promotions) tabs.push({ key: 'promotions', label: t('hd_event'), to: promotions.path });
  // As the logged-in bar's deposit button does; a visitor is asked to sign in first, a trial
  // account told it needs a real one.
  if (offersDeposit) tabs.push({ key: 'deposit', label: t('tab_deposit'), act: () => guarded(() => centres.open('member', 'depositv2')) });
  if (session) {
    if (runtime.member.visible) tabs.push({ key: 'account', label: t('tab_account'), act: () => centres.open('member') });
    else if (runtime.agent.visible) tabs.push({ key: 'account', label: t('tab_account'), act: () => centres.open('agent') });
  } else if (served.has('/login')) {
    tabs.push({ key: 'account', label: t('tab_login'), to: '/login' });
  } else {
    tabs.push({ key: 'account', label: t('tab_login'), act: () => dialogs.open('login') });
  }

  return (
    <nav className="tab-bar" aria-label={t('tabBar')} data-testid="tab-bar">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key} data-testid={`tab-${tab.key}`}>
            {tab.to ? (
              <Link to={tab.to} aria-current={(tab.current ?? pathname === tab.to) ? 'page' : undefined}>
                <Glyph name={tab.key} />
                <span>{tab.label}</span>
              </Link>
            ) : (
              <button type="button" onClick={tab.act}>
                <Glyph name={tab.key} />
                <span>{tab.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

