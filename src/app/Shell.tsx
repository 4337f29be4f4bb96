import { lazy, Suspense } from 'react';
import { Routes, Route } from 'react-router';
import { useRuntime } from '../contract/contexts';
import { Layout } from './Layout';
import { RouteGuard } from './RouteGuard';
import { ScrollManager } from './ScrollManager';
import { BrandFollower } from './BrandFollower';
import { ShellDialogsProvider } from './ShellDialogs';
import { CentresProvider } from './Centres';
import { SocialReturn } from './SocialReturn';
import { PageTitle } from './PageTitle';
import { pageNameKey } from '../engine/pageName';

// A wrong address is rare; its page loads when someone lands on one.
const NotFound = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFound })));

/** The router, built from the Runtime's route table: a route switched off by its condition does not exist. */
export function Shell() {
  const runtime = useRuntime();
  return (
    <ShellDialogsProvider>
      <CentresProvider>
        <SocialReturn />
        <ScrollManager />
        <BrandFollower />
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
