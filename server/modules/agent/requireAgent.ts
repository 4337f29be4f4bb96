import { isAgent } from '../../../src/engine/accountType';
import { apiError } from '../../errors';

/**
 * The agent calls answer agents only (account types 1, 2, 41, 42): anyone else is refused 403
 * NOT_AGENT before anything is read. One check at the top of each handler, so that a gate of the
 * call table doing the same can replace it by deleting the line.
 */
export function requireAgent(member: { type: number }): void {
  if (!isAgent(member.type)) throw apiError('NOT_AGENT');
}
