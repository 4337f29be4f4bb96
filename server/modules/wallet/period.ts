import { apiError } from '../../errors';
import { periodProblem } from '../../../src/engine/dayRange';

/**
 * A record call's days as the site offers them (src/engine/dayRange.ts): days that exist, in order,
 * 31 at most. A day the schema's pattern lets through but the calendar lacks (2026-02-31) is the
 * player's mistake, not the database's.
 */
export function checkPeriod(input: { from?: string | undefined; to?: string | undefined }): void {
  const problem = periodProblem(input.from, input.to);
  if (problem) throw apiError('FIELD_INVALID', { reason: `errors:reason_period_${problem.reason}` }, problem.field);
}
