/**
 * The stake one step down (-1) or up (+1) the game's list of stakes, which is all a round may
 * stake; it stays put at either end. A stake not on the list (none chosen yet) steps from the
 * smallest.
 */
export function stepStake(stakes: readonly string[], current: string, step: -1 | 1): string {
  if (stakes.length === 0) return current;
  const at = stakes.indexOf(current);
  if (at < 0) return stakes[0]!;
  return stakes[Math.min(stakes.length - 1, Math.max(0, at + step))]!;
}

/** Whether a step that way would change the stake. */
export function canStep(stakes: readonly string[], current: string, step: -1 | 1): boolean {
  return stepStake(stakes, current, step) !== current;
}
