import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '../api/games/menus';
import { contractsQuery, memberInfoQuery } from '../api/member/info';
import { badgesQuery } from '../api/inbox/badges';
import { isModuleOn } from '../engine/moduleSwitch';
import { isTrialAccount } from '../engine/accountType';
import { saveSession, useSession } from '../api/sessionStore';
import { compile } from '../engine/compile';
import type { PatternKind } from '../engine/runtime';
import { visitorFacts } from '../engine/visitorFacts';
import modules from '../../config/modules.json';
import patterns from '../../config/patterns.json';
import { RuntimeContext, usePermission } from '../contract/contexts';
import { isAddress } from '../engine/moduleSetup';

const noCounts = { messageCount: 0, missionCount: 0, rewardCount: 0, promotionCount: 0 };

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
  // The member menu's badges (SPEC §2.6) and the avatar's (§2.3): one call for a real account while
  // any of their modules is on, asked again when the live channel says the member's money, inbox or
  // the brand's offers changed; the server answers 0 for a module that is off.
  const badgesOn = session !== null && !isTrialAccount(session.accountType) && (['INBOX3', 'MISSION3', 'REWCEN3', 'PROMO3'] as const).some((m) => isModuleOn(permission.settings, m));
  const badges = useQuery({ ...badgesQuery(token), enabled: badgesOn }).data;
  const counts = useMemo(() => (badgesOn && badges ? badges : noCounts), [badgesOn, badges]);
  const runtime = useMemo(
    () =>
      compile({
        brand: permission.whitelabel,
        settings: permission.settings,
        rules: permission.register,
        modules,
        patterns: (patterns as unknown as { patterns: Record<string, PatternKind> }).patterns,
        // The session, the contracts of a signed-in member, what the brand offers, the member's badges.
        facts: visitorFacts({
          loggedIn: session !== null,
          accountType: session?.accountType ?? null,
          contract,
          resources: permission.resources,
          // No window of its own: the site's chat room (decision 0329).
          hasCustomerService: permission.customerService !== null && (permission.customerService.url === null || isAddress(permission.customerService.url)),
          gameMenus: gameMenus ?? [],
          counts,
        }),
      }),
    [permission, gameMenus, session, contract, counts],
  );
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}
