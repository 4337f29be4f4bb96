import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Username or mobile sign-in: shown only when verification-code login is on; opens /login in that mode. */
export function LoginTypeSelector() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <div className="login-type" role="group" aria-label={t('loginType')} data-testid="login-type-selector">
      <button type="button" className="mq-button mq-button--ghost" onClick={() => void navigate('/login?type=username')}>
        {t('loginByUsername')}
      </button>
      <button type="button" className="mq-button mq-button--ghost" onClick={() => void navigate('/login?type=sms')}>
        {t('loginByMobile')}
      </button>
    </div>
  );
}
