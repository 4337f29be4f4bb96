import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission, useRuntime } from '../../src/contract/contexts';

/** /join: how the affiliate programme works and where to apply. */
export default function Join(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const runtime = useRuntime();
  const { whitelabel } = usePermission();
  return (
    <div className="screen screen--join">
      <h1 className="screen__title">{t('joinTitle', { name: whitelabel.name })}</h1>
      <ol className="join-steps">
        <li>{t('joinStep1')}</li>
        <li>{t('joinStep2')}</li>
        <li>{t('joinStep3')}</li>
      </ol>
      {runtime.features.directRegistration && (
        <Link className="mq-button mq-button--primary" to="/register">
          {t('joinApply')}
        </Link>
      )}
      <p className="form-footer">
        <Link to="/login?portal=agent">{t('joinSignIn')}</Link>
      </p>
    </div>
  );
}
