import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { LoginForm } from '../parts/LoginForm';
import './login.css';

/**
 * /login: the sign-in page a brand with loginedToHomePage sends visitors to. The spec does not
 * show it: the brand's logo and name, the form, and the way to registration.
 */
export default function Login(_: SlotProps['screen']) {
  const { t } = useTranslation('forms');
  const { whitelabel } = usePermission();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <div className="screen screen--login">
      <div className="login-card">
        <img src={whitelabel.logo} alt="" height={48} />
        <h1 className="screen__title">{t('loginTitle')}</h1>
        <p className="screen__subtitle">{t('loginWelcome', { name: whitelabel.name })}</p>
        <LoginForm
          initialType={params.get('type') === 'sms' ? 'sms' : 'username'}
          onDone={() => navigate(redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true })}
        />
      </div>
    </div>
  );
}
