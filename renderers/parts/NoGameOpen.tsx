import { useTranslation } from 'react-i18next';
import { useSession } from '../../src/api/sessionStore';
import { useGuardedAction } from '../../src/contract/useGuardedAction';
import { EmptyState } from './EmptyState';

/** A game screen with no game open: a visitor is offered the login popup, a member the menu. */
export function NoGameOpen() {
  const { t } = useTranslation('screens');
  const guarded = useGuardedAction();
  const signedIn = useSession() !== null;
  return (
    <EmptyState title={signedIn ? t('noGameOpen') : t('signInToPlay')}>
      {!signedIn && (
        <button type="button" className="mq-button mq-button--primary" onClick={() => guarded(() => undefined)}>
          {t('signIn')}
        </button>
      )}
    </EmptyState>
  );
}
