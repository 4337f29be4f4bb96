import { useTranslation } from 'react-i18next';
import type { SignedIn } from '../api/sessionStore';
import { useRuntime } from '../contract/contexts';
import { useGuardedAction } from '../contract/useGuardedAction';
import { isTrialAccount } from '../engine/accountType';
import { useCentres } from '../contract/centres';
import { AccountMenu } from './AccountMenu';
import { BalanceButton } from './BalanceButton';

/**
 * SPEC §2.3, the logged-in bar: the deposit button (the member centre on depositv2), the balance
 * and the account drop-down.
 */
export function SignedInBar({ session }: { session: SignedIn }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const centres = useCentres();
  const guard = useGuardedAction();
  // The button leads to the deposit page: where deposits are switched off, it leads nowhere and is not drawn.
  // A trial account sees it too, and pressing it offers a real account (the guard's warning).
  const offersDeposit = runtime.member.menu.some((e) => e.key === 'depositv2');
  const trial = isTrialAccount(session.accountType);
  return (
    <div className="site-header__account" data-testid="signed-in-bar">
      {(runtime.member.visible || trial) && offersDeposit && (
        <button type="button" className="mq-button mq-button--primary signed-in-bar__deposit" onClick={() => guard(() => centres.open('member', 'depositv2'))}>
          {t('deposit')}
        </button>
      )}
      {runtime.member.visible && <BalanceButton token={session.token} />}
      <AccountMenu session={session} />
    </div>
  );
}
