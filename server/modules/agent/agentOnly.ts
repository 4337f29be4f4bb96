import { isAgent } from '../../../src/engine/accountType';
import { apiError } from '../../errors';

/**
 * The agent calls' gate: account types 1, 2, 41 and 42 run a team, anyone else is refused
 * (403 NOT_AGENT). Asked first in each handler; a route-level flag may take its place.
 */
export function requireAgent(member: { type: number }): void {
  if (!isAgent(member.type)) throw apiError('NOT_AGENT');
}
