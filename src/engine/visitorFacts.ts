import type { Facts } from './runtime';

/** The facts of a visitor who is not signed in and of whom nothing else is known, with what is known laid over them. */
export function visitorFacts(known: Partial<Facts> = {}): Facts {
  return {
    loggedIn: false,
    accountType: null,
    contract: null,
    resources: [],
    hasCustomerService: false,
    gameMenus: [],
    counts: { missionCount: 0, messageCount: 0, rewardCount: 0, promotionCount: 0 },
    ...known,
  };
}
