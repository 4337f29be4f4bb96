import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <main className="status-page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <Link className="mq-button mq-button--primary" to="/">
        {t('backHome')}
      </Link>
    </main>
  );
}
