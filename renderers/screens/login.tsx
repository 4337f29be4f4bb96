import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { useCentres } from '../../src/contract/centres';
import { LoginForm } from '../parts/LoginForm';
import './login.css';

/**
 * /login: the sign-in page a brand with loginedToHomePage sends visitors to. The spec does not
 * show it: the brand's logo and name, the form, and the way to registration. With ?portal=agent
 * it is the agent sign-in, which opens the agent centre once in, unless the password must change
 * first (a one-time password): that dialog comes first, and the centre is a click away after it.
 * A signed-in player is sent on (home, or the page `redirect` names), never shown the form.
 */
export default function Login(_: SlotProps['screen']) {
  const { t } = useTranslation('forms');
  const { whitelabel } = usePermission();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const centres = useCentres();
  const redirect = params.get('redirect');
  const portal = params.get('portal') === 'agent' ? 'agent' : 'member';
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  const signedIn = useSession() !== null;
  const done = (passwordToChange?: boolean) => {
    void navigate(target, { replace: true });
    if (portal === 'agent' && !passwordToChange) centres.open('agent');
  };
  // A player who is already signed in has nothing to do here: on to where the page would have gone.
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <div className="screen screen--login">
      <div className="login-card">
        <img src={whitelabel.logo} alt="" height={48} />
        <h1 className="screen__title">{t(portal === 'agent' ? 'agentLoginTitle' : 'loginTitle')}</h1>
        <p className="screen__subtitle">{t(portal === 'agent' ? 'agentLoginWelcome' : 'loginWelcome', { name: whitelabel.name })}</p>
        <LoginForm key={portal} portal={portal} initialType={params.get('type') === 'sms' ? 'sms' : 'username'} onDone={done} />
      </div>
    </div>
  );
}
