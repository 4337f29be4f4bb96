import { useTranslation } from 'react-i18next';
import type { SignedIn } from '../api/session';
import { useRuntime } from './contexts';
import { useCentres } from './Centres';
import { AccountMenu } from './AccountMenu';

/**
 * SPEC §2.3, the logged-in bar: the deposit button (the member centre on depositv2) and the
 * account drop-down. The balance and the avatar's unclaimed count join it with the wallet.
 */
export function SignedInBar({ session }: { session: SignedIn }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const centres = useCentres();
  return (
    <div className="site-header__account" data-testid="signed-in-bar">
      {runtime.member.visible && (
        <button type="button" className="mq-button mq-button--primary" onClick={() => centres.open('member', 'depositv2')}>
          {t('deposit')}
        </button>
      )}
      <AccountMenu session={session} />
    </div>
  );
}
