import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession, readSession } from '../api/sessionStore';
import { isTrialAccount } from '../engine/accountType';
import { useDialog } from '../ui/useDialog';
import { useShellDialogs } from './shellDialogs';

/**
 * SPEC §5: an action that needs a session opens the login popup when there is none; a trial
 * account gets the in_need_true_account warning with its in_increase_submit button instead, which
 * leaves the trial and opens registration for a real account.
 */
export function useGuardedAction() {
  const { t } = useTranslation('common');
  const dialogs = useShellDialogs();
  const dialog = useDialog();
  return useCallback(
    (action: () => void) => {
      const session = readSession();
      if (!session) {
        dialogs.open('login');
        return;
      }
      if (isTrialAccount(session.accountType)) {
        void dialog
          .alert(`${t('in_need_true_account')} ${t('in_upgrade_hint')}`, {
            icon: 'warning',
            buttons: [
              { labelKey: 'common:in_increase_submit', variant: 'primary', isDefault: true },
              { labelKey: 'common:in_not_now', variant: 'secondary' },
            ],
          })
          .then((pressed) => {
            if (pressed !== 0) return;
            clearSession();
            dialogs.open('register');
          });
        return;
      }
      action();
    },
    [dialogs, dialog, t],
  );
}
