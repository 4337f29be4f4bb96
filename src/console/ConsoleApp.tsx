import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { Operator } from '../generated/types';
import { opsCall, savedToken, saveToken, whenSessionEnds } from './api';
import { ConsoleContext } from './ConsoleContext';
import { ConsoleLayout } from './ConsoleLayout';
import { ConsoleLive } from './ConsoleLive';
import { SignIn } from './SignIn';
import { afterSignIn } from './landing';
import { ModulesPage } from './ModulesPage';
import { AuditPage } from './AuditPage';

// The schema forms (rjsf and its validator) load with the first page that edits, not at sign-in.
const RegistrationPage = lazy(() => import('./RegistrationPage').then((m) => ({ default: m.RegistrationPage })));
const BrandPage = lazy(() => import('./BrandPage').then((m) => ({ default: m.BrandPage })));
const ContentPage = lazy(() => import('./ContentPage').then((m) => ({ default: m.ContentPage })));
const MessagesPage = lazy(() => import('./MessagesPage').then((m) => ({ default: m.MessagesPage })));
const ReferralPage = lazy(() => import('./ReferralPage').then((m) => ({ default: m.ReferralPage })));
const ContractSettlementsPage = lazy(() => import('./ContractSettlementsPage').then((m) => ({ default: m.ContractSettlementsPage })));
const EnvelopesPage = lazy(() => import('./EnvelopesPage').then((m) => ({ default: m.EnvelopesPage })));
const RafflesPage = lazy(() => import('./RafflesPage').then((m) => ({ default: m.RafflesPage })));
const MissionsPage = lazy(() => import('./MissionsPage').then((m) => ({ default: m.MissionsPage })));
const PromotionsPage = lazy(() => import('./PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const VipPage = lazy(() => import('./VipPage').then((m) => ({ default: m.VipPage })));
const RebatePage = lazy(() => import('./RebatePage').then((m) => ({ default: m.RebatePage })));
const LotteryPage = lazy(() => import('./LotteryPage').then((m) => ({ default: m.LotteryPage })));
const PaymentsPage = lazy(() => import('./PaymentsPage').then((m) => ({ default: m.PaymentsPage })));
const PointsPage = lazy(() => import('./PointsPage').then((m) => ({ default: m.PointsPage })));
const GamesPage = lazy(() => import('./GamesPage').then((m) => ({ default: m.GamesPage })));
const SocialSignInPage = lazy(() => import('./SocialSignInPage').then((m) => ({ default: m.SocialSignInPage })));
const MembersPage = lazy(() => import('./MembersPage').then((m) => ({ default: m.MembersPage })));
const PreviewPage = lazy(() => import('./PreviewPage').then((m) => ({ default: m.PreviewPage })));
const VersionsPage = lazy(() => import('./VersionsPage').then((m) => ({ default: m.VersionsPage })));
const AccountPage = lazy(() => import('./AccountPage').then((m) => ({ default: m.AccountPage })));
const AgentApplicationsPage = lazy(() => import('./AgentApplicationsPage').then((m) => ({ default: m.AgentApplicationsPage })));
const FeedbackPage = lazy(() => import('./FeedbackPage').then((m) => ({ default: m.FeedbackPage })));
const ChatPage = lazy(() => import('./ChatPage').then((m) => ({ default: m.ChatPage })));
const AgentTreesPage = lazy(() => import('./AgentTreesPage').then((m) => ({ default: m.AgentTreesPage })));
const OperatorsPage = lazy(() => import('./OperatorsPage').then((m) => ({ default: m.OperatorsPage })));

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** Sign-in, then the console's pages for the signed-in operator. */
export function ConsoleApp() {
  const { i18n } = useTranslation();
  // undefined while a saved session is being checked.
  const [operator, setOperator] = useState<Operator | null | undefined>(() => (savedToken() ? undefined : null));

  useEffect(() => {
    if (operator !== undefined) return;
    opsCall('ops/me', {}, i18n.language).then(setOperator, () => setOperator(null));
  }, [operator, i18n.language]);

  const lost = useCallback(() => {
    saveToken(null);
    queryClient.clear();
    setOperator(null);
  }, []);
  useEffect(() => whenSessionEnds(lost), [lost]);
  const signOut = useCallback(() => {
    void opsCall('ops/signOut', {}, i18n.language)
      .catch(() => undefined)
      .finally(lost);
  }, [i18n.language, lost]);
  const passwordChanged = useCallback(() => setOperator((o) => o && { ...o, mustChangePassword: false }), []);
  const session = useMemo(() => (operator ? { operator, signOut, passwordChanged } : null), [operator, signOut, passwordChanged]);

  if (operator === undefined) return <div className="console-boot" aria-busy="true" />;
  if (!session)
    return (
      <SignIn
        onSignedIn={(token, who) => {
          saveToken(token);
          // The router starts with the address: a sign-in at the console's root starts on the role's own page.
          const landing = afterSignIn(who.role, window.location);
          if (landing) window.history.replaceState(null, '', landing);
          setOperator(who);
        }}
      />
    );
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleContext.Provider value={session}>
        <ConsoleLive />
        <BrowserRouter basename="/console">
          <ConsoleLayout>
            <Suspense fallback={<PageLoading />}>
              {session.operator.mustChangePassword ? (
                // Signed in with a password an admin set: the server opens nothing else until it is changed.
                <Routes>
                  <Route path="*" element={<AccountPage />} />
                </Routes>
              ) : (
                <Routes>
                  <Route path="/" element={<ModulesPage />} />
                  <Route path="/registration" element={<RegistrationPage />} />
                  <Route path="/brand" element={<BrandPage />} />
                  <Route path="/content" element={<ContentPage />} />
                  <Route path="/messages" element={<MessagesPage />} />
                  <Route path="/referral" element={<ReferralPage />} />
                  <Route path="/contract-settlements" element={<ContractSettlementsPage />} />
                  <Route path="/envelopes" element={<EnvelopesPage />} />
                  <Route path="/raffles" element={<RafflesPage />} />
                  <Route path="/missions" element={<MissionsPage />} />
                  <Route path="/promotions" element={<PromotionsPage />} />
                  <Route path="/vip" element={<VipPage />} />
                  <Route path="/rebate" element={<RebatePage />} />
                  <Route path="/lottery" element={<LotteryPage />} />
                  <Route path="/preview" element={<PreviewPage />} />
                  <Route path="/versions" element={<VersionsPage />} />
                  <Route path="/members" element={<MembersPage />} />
                  <Route path="/agent-trees" element={<AgentTreesPage />} />
                  <Route path="/agent-applications" element={<AgentApplicationsPage />} />
                  <Route path="/support" element={<FeedbackPage />} />
                  <Route path="/chat" element={<ChatPage />} />
                  <Route path="/payments" element={<PaymentsPage />} />
                  <Route path="/points" element={<PointsPage />} />
                  <Route path="/games" element={<GamesPage />} />
                  <Route path="/social" element={<SocialSignInPage />} />
                  <Route path="/audit" element={<AuditPage />} />
                  <Route path="/account" element={<AccountPage />} />
                  <Route path="/operators" element={<OperatorsPage />} />
                  <Route path="*" element={<ModulesPage />} />
                </Routes>
              )}
            </Suspense>
          </ConsoleLayout>
        </BrowserRouter>
      </ConsoleContext.Provider>
    </QueryClientProvider>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return <p aria-busy="true">{t('loading')}</p>;
}
