import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSendOnce } from '../client';

/**
 * MISSION3: the member's missions with their progress, in the page's language. Keyed under
 * `mission`, so a claim refreshes the list, the board and the member menu's badge together.
 */
export const missionSummaryQuery = (token: string, lang: string) =>
  queryOptions({ queryKey: ['mission', 'summary', token, lang], queryFn: ({ signal }) => apiGet('mission/summary', {}, signal) });

/** A race's board now (the brand's first race when none is named), with the member's own place when signed in. */
export const leaderboardQuery = (token: string, lang: string, raceId?: string) =>
  queryOptions({ queryKey: ['mission', 'leaderboard', token, lang, raceId ?? null], queryFn: ({ signal }) => apiGet('mission/leaderboard', raceId ? { raceId } : {}, signal) });

/** Claims a complete mission's reward: a money call, its key kept by the caller so a double tap pays once. */
export const claimMission = (missionId: string, idempotencyKey: string) => apiSendOnce('mission/claim', { missionId }, idempotencyKey);
