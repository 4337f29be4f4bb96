import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../src/ui/Spinner';
import { EmptyState } from './EmptyState';
import './EmptyState.css';

/** Loading, failure (with retry) and empty states for one query, so every screen handles all three. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty(data: T): boolean;
  emptyTitle: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{query.error.message || t('networkError')}</p>
        <button type="button" className="mq-button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (isEmpty(query.data)) return <EmptyState title={emptyTitle} />;
  return <>{children(query.data)}</>;
}
