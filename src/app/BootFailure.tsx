import { useTranslation } from 'react-i18next';

/** The site could not reach the API at start: say so, and offer to try again. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main className="status-page" role="alert">
      <h1>{t('networkErrorTitle')}</h1>
      <p>{t('networkError')}</p>
      <button type="button" className="mq-button mq-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  );
}
