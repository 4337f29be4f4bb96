import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { Operator } from '../generated/types';
import { opsCall, savedToken, saveToken } from './api';
import { ConsoleContext } from './ConsoleContext';
import { ConsoleLayout } from './ConsoleLayout';
import { SignIn } from './SignIn';
import { ModulesPage } from './ModulesPage';
import { AuditPage } from './AuditPage';

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
  const signOut = useCallback(() => {
    void opsCall('ops/signOut', {}, i18n.language)
      .catch(() => undefined)
      .finally(lost);
  }, [i18n.language, lost]);
  const session = useMemo(() => (operator ? { operator, signOut, lost } : null), [operator, signOut, lost]);

  if (operator === undefined) return <div className="console-boot" aria-busy="true" />;
  if (!session)
    return (
      <SignIn
        onSignedIn={(token, who) => {
          saveToken(token);
          setOperator(who);
        }}
      />
    );
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleContext.Provider value={session}>
        <BrowserRouter basename="/console">
          <ConsoleLayout>
            <Routes>
              <Route path="/" element={<ModulesPage />} />
              <Route path="/audit" element={<AuditPage />} />
              <Route path="*" element={<ModulesPage />} />
            </Routes>
          </ConsoleLayout>
        </BrowserRouter>
      </ConsoleContext.Provider>
    </QueryClientProvider>
  );
}
