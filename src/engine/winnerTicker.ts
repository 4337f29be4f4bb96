/** SPEC §9: the winners board's ticker moves 0.5 px a frame. */
export const TICKER_STEP_PX = 0.5;

// The step was set for a screen drawing 60 frames a second. Counted per second instead, the board
// moves at the same pace on a 120 Hz phone as on a 60 Hz one.
const FRAMES_PER_SECOND = 60;

/** How long the ticker takes to carry its list `distancePx` up, at the spec's step. */
export function tickerSeconds(distancePx: number, stepPx = TICKER_STEP_PX): number {
  return Math.max(0, distancePx) / (stepPx * FRAMES_PER_SECOND);
}
