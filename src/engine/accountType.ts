/**
 * SPEC §6 account types, as the member info gives them: 1, 2, 41 and 42 are agents, 4 is a trial
 * (non-real) account, 0 a player. Menus, the guarded action and the centres all ask here.
 */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
export const trialType = 4;

/** Whether the account runs a downline team: it sees the agent centre. A visitor (null) is not one. */
export const isAgent = (accountType: number | null): boolean => accountType !== null && agentTypes.includes(accountType);

/** Whether the account is a trial one: no member centre, and actions that need a real account are refused. */
export const isTrialAccount = (accountType: number | null): boolean => accountType === trialType;

/** Where a sign-in comes from: the player site's form, or its agent sign-in (SPEC §6). */
export type Portal = 'member' | 'agent';

/**
 * The types the player site knows: players, agents and trials. Any other (a house or back-office
 * account an operator keeps on the members table) is "non-member" and never signs in here.
 */
const memberTypes: readonly number[] = [0, trialType, ...agentTypes];

/**
 * SPEC §6: the agent sign-in refuses non-agents, the member sign-in non-members; null lets the
 * account in. Asked only once the account proved itself, so the answer tells a stranger nothing.
 */
export function portalRefusal(portal: Portal, accountType: number): 'NOT_AGENT' | 'NOT_MEMBER' | null {
  if (!memberTypes.includes(accountType)) return 'NOT_MEMBER';
  return portal === 'agent' && !isAgent(accountType) ? 'NOT_AGENT' : null;
}
