import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../src/ui/Spinner';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { EmptyState } from './EmptyState';
import './EmptyState.css';

/**
 * Loading, failure (with retry) and empty states for one query, so every screen handles all three.
 * `loading` draws the shape of what is coming in skeletons (src/ui/Skeleton.tsx); a spinner without it.
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitle,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['common', 'ui']);
  if (query.isPending)
    return loading ? (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('ui:loading')}</VisuallyHidden>
        {loading}
      </div>
    ) : (
      <Spinner />
    );
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
