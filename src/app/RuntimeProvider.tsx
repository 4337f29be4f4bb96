import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '../api/games';
import { useSession, type SignedIn } from '../api/session';
import { compile } from '../engine/compile';
import type { Facts, ModuleMap, PatternKind } from '../engine/runtime';
import modules from '../../config/modules.json';
import patterns from '../../config/patterns.json';
import { RuntimeContext, usePermission } from './contexts';

/** The facts about this visitor that the browser knows; member info (accounts) adds to them. */
function visitorFacts(session: SignedIn | null, gameMenus: Facts['gameMenus'], resources: Facts['resources'], hasCustomerService: boolean): Facts {
  return {
    loggedIn: session !== null,
    accountType: session?.accountType ?? null,
    contract: null,
    resources,
    hasCustomerService,
    gameMenus,
    counts: { missionCount: 0, messageCount: 0, rewardCount: 0 },
  };
}

/** Compiles the brand, its settings tree, its rules and the visitor's facts into the Runtime the shell draws. */
export function RuntimeProvider({ children }: { children: ReactNode }) {
  const permission = usePermission();
  const session = useSession();
  const menus = useQuery(gameMenusQuery());
  const gameMenus = menus.data;
  const runtime = useMemo(
    () =>
      compile({
        brand: permission.whitelabel,
        settings: permission.settings,
        rules: permission.register,
        modules: modules as unknown as ModuleMap,
        patterns: (patterns as unknown as { patterns: Record<string, PatternKind> }).patterns,
        facts: visitorFacts(session, gameMenus ?? [], permission.resources, Boolean(permission.customerService)),
      }),
    [permission, gameMenus, session],
  );
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}
