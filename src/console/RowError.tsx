import { useTranslation } from 'react-i18next';
import { failureMessage } from '../api/callClient';

/** Why a change made in a row of a console table failed, said beside it and announced. */
export function RowError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <span className="console-error" role="alert">
      {' '}
      {failureMessage(error, t('networkError'))}
    </span>
  );
}
