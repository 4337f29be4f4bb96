import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/sessionStore';
import type { CompiledRoute } from '../engine/runtime';
import { useRuntime } from '../contract/contexts';
import { returnLink } from './returnLink';

/**
 * SPEC §2.1: only when the brand's loginedToHomePage is on, a visitor without a session token goes
 * to /login — except on the public routes (/login, /register, /register.html, /helpmc, /download).
 */
export function RouteGuard({ route, children }: { route: CompiledRoute; children: ReactNode }) {
  const { guard } = useRuntime();
  const location = useLocation();
  const session = useSession();
  if (guard.loginRequired && !route.public && !session) {
    // A mailed reset link or a provider's return is finished on /login itself (the Shell took it as
    // the site was entered), and its token is never kept in an address to come back to.
    const back = location.pathname + location.search + (returnLink.test(location.hash) ? '' : location.hash);
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
