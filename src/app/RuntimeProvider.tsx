import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameMenusQuery } from '../api/games/menus';
import { contractsQuery, memberInfoQuery } from '../api/member/info';
import { unreadCountQuery } from '../api/inbox/unread';
import { missionSummaryQuery } from '../api/mission/missions';
import { isModuleOn } from '../engine/moduleSwitch';
import { isTrialAccount } from '../engine/accountType';
import { saveSession, useSession } from '../api/sessionStore';
import { compile } from '../engine/compile';
import type { PatternKind } from '../engine/runtime';
import { visitorFacts } from '../engine/visitorFacts';
import modules from '../../config/modules.json';
import patterns from '../../config/patterns.json';
import { RuntimeContext, usePermission } from '../contract/contexts';

/** Compiles the brand, its settings tree, its rules and the visitor's facts into the Runtime the shell draws. */
export function RuntimeProvider({ children }: { children: ReactNode }) {
  const permission = usePermission();
  const session = useSession();
  const menus = useQuery(gameMenusQuery());
  const gameMenus = menus.data;
  const token = session?.token ?? '';
  // SPEC §4: with a token, the member info loads at start-up; the account type it gives wins over
  // what the tab kept. An ended session answers 401 and the client turns the tab into a visitor.
  const info = useQuery({ ...memberInfoQuery(token), enabled: session !== null });
  const contracts = useQuery({ ...contractsQuery(token), enabled: session !== null });
  useEffect(() => {
    const m = info.data;
    if (m && session && (m.type !== session.accountType || m.account !== session.account))
      saveSession({ token, accountType: m.type, account: m.account });
  }, [info.data, session, token]);
  const contract = session ? (contracts.data ?? null) : null;
  // The member menu's messageV2 badge (SPEC §2.6): the same query as the avatar's, so one call serves both, and the live channel's `inbox` refreshes it.
  const inboxOn = session !== null && !isTrialAccount(session.accountType) && isModuleOn(permission.settings, 'INBOX3');
  const unread = useQuery({ ...unreadCountQuery(token), enabled: inboxOn }).data;
  const messageCount = inboxOn ? (unread ?? 0) : 0;
  // The missionLeaderboard badge: missions complete and not claimed, the page's own query, refreshed by a claim.
  const { i18n } = useTranslation();
  const missionsOn = session !== null && !isTrialAccount(session.accountType) && isModuleOn(permission.settings, 'MISSION3');
  const missions = useQuery({ ...missionSummaryQuery(token, i18n.language), enabled: missionsOn }).data;
  const missionCount = missionsOn ? (missions?.claimable ?? 0) : 0;
  const runtime = useMemo(
    () =>
      compile({
        brand: permission.whitelabel,
        settings: permission.settings,
        rules: permission.register,
        modules,
        patterns: (patterns as unknown as { patterns: Record<string, PatternKind> }).patterns,
        // The session, the contracts of a signed-in member, what the brand offers; counts come with promotions and messages.
        facts: visitorFacts({
          loggedIn: session !== null,
          accountType: session?.accountType ?? null,
          contract,
          resources: permission.resources,
          hasCustomerService: Boolean(permission.customerService),
          gameMenus: gameMenus ?? [],
          counts: { missionCount, messageCount, rewardCount: 0 },
        }),
      }),
    [permission, gameMenus, session, contract, messageCount, missionCount],
  );
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}
