import { lazy, Suspense, useState } from 'react';
import { Routes, Route } from 'react-router';
import { useRuntime } from '../contract/contexts';
import { Layout } from './Layout';
import { RouteGuard } from './RouteGuard';
import { ScrollManager } from './ScrollManager';
import { BrandFollower } from './BrandFollower';
import { ShellDialogOutlet, ShellDialogsProvider } from './ShellDialogs';
import { CentresProvider } from './Centres';
import { PageTitle } from './PageTitle';
import { pageNameKey } from '../engine/pageName';
import { returnLink } from './returnLink';

// A wrong address is rare; its page loads when someone lands on one.
const NotFound = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFound })));
// So is what finishes a mailed reset link or a provider's return.
const ReturnLinks = lazy(() => import('./ReturnLinks'));
// The live channel opens after the first paint: nothing on it changes what that paint shows, and
// its notices stand over the page (position: fixed), so nothing moves when it arrives.
// Responsible play's timers and notices (RG3) stand over the page too, and wait for a signed-in member.
const PlayGuard = lazy(() => import('./PlayGuard').then((m) => ({ default: m.PlayGuard })));
const LiveFollower = lazy(() => import('./LiveFollower').then((m) => ({ default: m.LiveFollower })));

/** The router, built from the Runtime's route table: a route switched off by its condition does not exist. */
export function Shell() {
  const runtime = useRuntime();
  // Read once, as the site is entered: the link leaves the address bar as soon as its dialog opens.
  const [enteredBy] = useState(() => {
    const found = returnLink.exec(location.hash);
    return found ? { kind: found[1]!, value: found[2]! } : null;
  });
  return (
    <ShellDialogsProvider>
      <CentresProvider>
        <ShellDialogOutlet />
        {enteredBy && (
          <Suspense fallback={null}>
            <ReturnLinks link={enteredBy} />
          </Suspense>
        )}
        <ScrollManager />
        <BrandFollower />
        <Suspense fallback={null}>
          <LiveFollower />
        </Suspense>
        <Suspense fallback={null}>
          <PlayGuard />
        </Suspense>
        <Routes>
          {runtime.routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard route={route}>
                  <PageTitle nameKey={pageNameKey(route)} />
                  <Layout route={route} />
                </RouteGuard>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <>
                <PageTitle nameKey="meta:page_notFound" />
                <Suspense fallback={null}>
                  <NotFound />
                </Suspense>
              </>
            }
          />
        </Routes>
      </CentresProvider>
    </ShellDialogsProvider>
  );
}
