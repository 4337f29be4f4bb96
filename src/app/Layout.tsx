import { createElement, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompiledRoute } from '../engine/runtime';
import { useRegistry } from '../contract/contexts';
import { Header } from './Header';
import { AnnouncementBar } from './AnnouncementBar';
import { SideBar } from './SideBar';
import { Spinner } from '../ui/Spinner';
import { BannerStill } from './BannerStill';
import { useMediaQuery } from '../ui/useMediaQuery';

// The carousel and the footer load after the page's first paint: neither is the page's subject.
const BannerCarousel = lazy(() => import('./BannerCarousel'));
const Footer = lazy(() => import('./Footer'));
// The phone's tab bar stands over the page's foot (position: fixed, its room kept by .layout--full's
// padding), so it arrives after the first paint without moving anything; a wide screen never shows it.
const TabBar = lazy(() => import('./TabBar').then((m) => ({ default: m.TabBar })));

/** Whether a screen has been shown yet: the page's first one replaces the server's first paint. */
let screenShown = false;

/**
 * The main view, fading in on every screen but the page's first: that one takes the place of the
 * first paint, which already showed its frame (server/modules/system/site/page.ts), and fading it in from
 * nothing would blink and hold back the page's largest paint.
 */
function MainView({ children }: { children: ReactNode }) {
  const [enter] = useState(() => {
    const fade = screenShown;
    screenShown = true;
    return fade;
  });
  return (
    <main id="main" className={enter ? 'main-view main-view--enter' : 'main-view'} tabIndex={-1}>
      {children}
    </main>
  );
}

/**
 * SPEC §2.2: slots for header, banner, main view (fading in), side menu and footer. `full` has all
 * of them, `headerOnly` the header and the screen, `bare` the screen alone.
 */
export function Layout({ route }: { route: CompiledRoute }) {
  const registry = useRegistry();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const Screen = registry.get('screen', route.screen);
  const Dialog = route.dialog ? registry.get('dialog', route.dialog) : undefined;
  const full = route.layout === 'full';
  // A category's lobby leaves its banner out on a phone, where it would push the games below the
  // first screen (decision 0302): not drawn at all there, so its picture is not downloaded either.
  const phone = useMediaQuery('(max-width: 768px)');
  const banner = full && route.bannerGroup && !(route.category && phone) ? route.bannerGroup : null;

  useEffect(() => {
    document.body.classList.toggle('has-side-menu', full && route.sideMenu);
  }, [full, route.sideMenu]);

  return (
    <div className={`layout layout--${route.layout}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {route.layout !== 'bare' && <Header showNavigation={route.showNavigation} />}
      {full && <AnnouncementBar />}
      {banner && (
        <div className={route.category ? 'banner-slot banner-slot--lobby' : 'banner-slot'}>
          <Suspense fallback={<BannerStill group={banner} />}>
            {/* Keyed by path: the carousel starts over on a route change (SPEC §4). */}
            <BannerCarousel key={pathname} group={banner} />
          </Suspense>
        </div>
      )}
      <MainView key={pathname}>
        {/* A looked-up renderer, the same component every render: createElement, as the hooks linter takes JSX of a looked-up component for one made in render (react/react#34794). */}
        <Suspense fallback={<Spinner />}>{Screen ? createElement(Screen, { route }) : null}</Suspense>
      </MainView>
      {full && route.sideMenu && <SideBar />}
      {full && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {full && (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
      {Dialog && <Suspense fallback={null}>{createElement(Dialog, { onClose: () => void navigate('/', { replace: true }) })}</Suspense>}
    </div>
  );
}
