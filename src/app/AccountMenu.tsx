import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memberInfoQuery } from '../api/member';
import type { SignedIn } from '../api/sessionStore';
import { logoutMutation } from '../api/session';
import { useDialog } from '../ui/useDialog';
import { useRuntime } from '../contract/contexts';
import { useCentres } from './Centres';
import { HeaderMenu } from './HeaderMenu';

/**
 * SPEC §2.3, the logged-in drop-down: the account with a copy button, the member ID, nickname and
 * club from the member info, the member centre, platform
 * messages, the agent centre (agents only), and sign-out after a confirmation.
 */
export function AccountMenu({ session }: { session: SignedIn }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const centres = useCentres();
  const dialog = useDialog();
  const navigate = useNavigate();
  const logout = useMutation(logoutMutation());
  const [copied, setCopied] = useState(false);
  // Loaded at start-up by the Runtime; here it only adds the member ID, nickname and club.
  const info = useQuery(memberInfoQuery(session.token)).data;
  const hasMessages = runtime.member.menu.some((e) => e.key === 'messageV2');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(session.account);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const signOut = async () => {
    if (!(await dialog.confirm(t('signOutConfirm'), { title: t('signOut') }))) return;
    await logout.mutateAsync();
    navigate('/');
  };

  const choices = [
    { labelKey: 'memberCentre', when: runtime.member.visible, act: () => centres.open('member') },
    { labelKey: 'platformMessages', when: runtime.member.visible && hasMessages, act: () => centres.open('member', 'messageV2') },
    { labelKey: 'agentCentre', when: runtime.agent.visible, act: () => centres.open('agent') },
    { labelKey: 'signOut', when: true, act: () => void signOut() },
  ].filter((c) => c.when);

  return (
    <HeaderMenu
      className="account-menu"
      buttonLabel={t('accountMenu', { account: session.account })}
      button={
        <>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
          </svg>
          <span className="account-menu__name">{session.account}</span>
        </>
      }
    >
      {(close) => (
        <>
          <li className="account-menu__account">
            <span>{t('accountIs', { account: session.account })}</span>
            <button type="button" className="account-menu__copy" onClick={() => void copy()}>
              {t('copy')}
            </button>
            <span role="status" className="account-menu__copied">
              {copied ? t('copied') : ''}
            </span>
          </li>
          {info && (
            <li className="account-menu__facts">
              <span>{t('memberIdIs', { id: info.id })}</span>
              {info.nickname && <span>{t('nicknameIs', { nickname: info.nickname })}</span>}
              {info.clubLabel && <span>{t('clubIs', { club: info.clubLabel.labelName })}</span>}
            </li>
          )}
          {choices.map(({ labelKey, act }) => (
            <li key={labelKey}>
              <button type="button" onClick={() => (close(), act())}>
                {t(labelKey)}
              </button>
            </li>
          ))}
        </>
      )}
    </HeaderMenu>
  );
}
