/**
 * How a crash round is shown: the multiplier waits at 1.00× for a take-off, then grows
 * exponentially to the crash point. The whole show lasts at least the brand's shortest round
 * (`minSpinMs`); the climb takes 1.5 s per doubling, squeezed into at most `maxRiseMs` for the
 * rare round that goes very high, so no round keeps a player waiting long.
 */
export interface CrashTimeline {
  holdMs: number;
  riseMs: number;
  totalMs: number;
}

const msPerDoubling = 1500;
const maxRiseMs = 7000;
const minHoldMs = 400;

export function crashTimeline(crashPoint: number, minSpinMs: number): CrashTimeline {
  const riseMs = crashPoint <= 1 ? 0 : Math.min(maxRiseMs, Math.round(Math.log2(crashPoint) * msPerDoubling));
  const holdMs = Math.max(minHoldMs, minSpinMs - riseMs);
  return { holdMs, riseMs, totalMs: holdMs + riseMs };
}

/** The multiplier shown `elapsed` ms into the show, down to two places: 1 while held, the crash point at the end. */
export function multiplierAt(elapsed: number, timeline: CrashTimeline, crashPoint: number): number {
  if (elapsed <= timeline.holdMs || timeline.riseMs === 0) return elapsed >= timeline.totalMs ? crashPoint : 1;
  const progress = Math.min(1, (elapsed - timeline.holdMs) / timeline.riseMs);
  if (progress >= 1) return crashPoint;
  return Math.max(1, Math.floor(crashPoint ** progress * 100) / 100);
}

/** The chance a target is reached, as the game pays it (server/games/studio/crash.ts: 0.97 / target). */
export const crashWinChance = (target: number, rtp = 0.97): number => Math.min(1, rtp / target);

export const crashTargetMin = 1.01;
export const crashTargetMax = 1000;

/** A typed target as the round takes it: a number of 1.01 to 1000 with at most two places, or null. */
export function parseTarget(text: string): number | null {
  const t = text.trim().replace(',', '.').replace(/[x×]$/i, '');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= crashTargetMin && n <= crashTargetMax ? n : null;
}
