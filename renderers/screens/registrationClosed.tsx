import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';

/**
 * /register while the brand's registration is switched off (compile() routes it here): says that
 * registration is closed, in the player's language, and offers the sign-in to those who have an account.
 */
export default function RegistrationClosed(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const { whitelabel } = usePermission();
  const signedIn = useSession() !== null;
  return (
    <div className="screen screen--registration-closed">
      <h1 className="screen__title">{t('registrationClosedTitle')}</h1>
      <p>{t('registrationClosedText', { name: whitelabel.name })}</p>
      <p className="form-footer">{signedIn ? <Link to="/">{t('registrationClosedHome')}</Link> : <Link to="/login">{t('registrationClosedSignIn')}</Link>}</p>
    </div>
  );
}
