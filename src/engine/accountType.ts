/**
 * SPEC §6 account types, as the member info gives them: 1, 2, 41 and 42 are agents, 4 is a trial
 * (non-real) account, 0 a player. Menus, the guarded action and the centres all ask here.
 */
const agentTypes: readonly number[] = [1, 2, 41, 42];
export const trialType = 4;

/** Whether the account runs a downline team: it sees the agent centre. A visitor (null) is not one. */
export const isAgent = (accountType: number | null): boolean => accountType !== null && agentTypes.includes(accountType);

/** Whether the account is a trial one: no member centre, and actions that need a real account are refused. */
export const isTrialAccount = (accountType: number | null): boolean => accountType === trialType;
