import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** A member- or agent-centre page with nothing recorded for this account yet. */
export function CentrePage({ ns, pageKey }: { ns: 'member' | 'agent'; pageKey: string }) {
  const { t } = useTranslation(ns);
  return (
    <section aria-labelledby={`centre-${pageKey}`}>
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <EmptyState title={t('nothingYet')} />
    </section>
  );
}
