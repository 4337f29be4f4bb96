import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memberInfoQuery } from '../api/member/info';
import { vipLevelsQuery } from '../api/vip/levels';
import type { SignedIn } from '../api/sessionStore';
import { logoutMutation } from '../api/session/signIn';
import { useDialog } from '../ui/useDialog';
import { useRuntime } from '../contract/contexts';
import { useCentres } from '../contract/centres';
import { HeaderMenu, HeaderMenuChoice } from './HeaderMenu';
import { Avatar } from '../ui/Avatar';

/**
 * SPEC §2.3, the logged-in drop-down: the account, the member ID with a copy button (the ID is what
 * support and the cashier ask a player for), nickname and club from the member info, the member
 * centre, platform messages, the agent centre (agents only), and sign-out after a confirmation.
 */
export function AccountMenu({ session }: { session: SignedIn }) {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const centres = useCentres();
  const dialog = useDialog();
  const navigate = useNavigate();
  const logout = useMutation(logoutMutation());
  const [copied, setCopied] = useState(false);
  // Loaded at start-up by the Runtime; here it only adds the member ID, nickname and club.
  const info = useQuery(memberInfoQuery(session.token)).data;
  const hasMessages = runtime.member.menu.some((e) => e.key === 'messageV2');
  // The avatar's badge (SPEC §2.3): promotions the member may take plus unread messages, from the Runtime's badges.
  const count = runtime.member.avatarCount;
  // SPEC §4: the VIP label shows while VIP is on, for a member above the entry level (decision 0261),
  // in the page's language from the ladder (read once, as /vip reads it), else as the member row has it.
  const vipRank = runtime.features.vip && info?.clubLabel ? (info.clubLabel.rankLevel ?? 0) : 0;
  const ladder = useQuery({ ...vipLevelsQuery(i18n.language), enabled: vipRank > 0 }).data;
  const vipLabel = vipRank > 0 ? (ladder?.levels.find((l) => l.rankLevel === vipRank)?.clubLabel ?? info!.clubLabel!.labelName) : null;

  const copy = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const signOut = async () => {
    if (!(await dialog.confirm(t('signOutConfirm'), { title: t('signOut') }))) return;
    await logout.mutateAsync();
    void navigate('/');
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
      buttonLabel={count > 0 ? t('accountMenuCount', { account: session.account, count }) : t('accountMenu', { account: session.account })}
      button={
        <>
          <Avatar url={info?.avatarUrl ?? null} size={24} count={count} />
          <span className="account-menu__name">{session.account}</span>
          {vipLabel && <span className="account-menu__vip">{vipLabel}</span>}
        </>
      }
    >
      <li className="account-menu__account">
        <span>{t('accountIs', { account: session.account })}</span>
      </li>
      {info && (
        <li className="account-menu__facts">
          <span className="account-menu__id">
            <span>{t('memberIdIs', { id: info.id })}</span>
            <button type="button" className="account-menu__copy" aria-label={t('copyMemberId')} onClick={() => void copy(info.id)}>
              {t('copy')}
            </button>
            <span role="status" className="account-menu__copied">
              {copied ? t('memberIdCopied') : ''}
            </span>
          </span>
          {info.nickname && <span>{t('nicknameIs', { nickname: info.nickname })}</span>}
          {info.clubLabel && <span>{t('clubIs', { club: info.clubLabel.labelName })}</span>}
        </li>
      )}
      {choices.map(({ labelKey, act }) => (
        <HeaderMenuChoice key={labelKey} onChoose={act}>
          {t(labelKey)}
        </HeaderMenuChoice>
      ))}
    </HeaderMenu>
  );
}
