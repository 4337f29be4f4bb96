import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../api/callClient';

/**
 * What a console list shows before its rows: loading, the server's refusal in the console's
 * language (or the network's), or the list's own words for nothing there. The rows are drawn only
 * once there are some.
 */
export function ListState({ query, empty, emptyText, children }: { query: { isPending: boolean; data?: unknown; error: unknown }; empty: boolean; emptyText: ReactNode; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!query.data)
    return (
      <p className="console-error" role="alert">
        {failureMessage(query.error, t('networkError'))}
      </p>
    );
  if (empty) return <p role="status">{emptyText}</p>;
  return <>{children()}</>;
}
