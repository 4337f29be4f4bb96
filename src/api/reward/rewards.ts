import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSendOnce } from '../client';

/**
 * REWCEN3: what the member can take now or soon. Keyed under `wallet`: a take is a balance change,
 * so the live channel's `balance` event asks again, on this page and any other the member has open.
 */
export const rewardCenterQuery = (token: string, lang: string) =>
  queryOptions({ queryKey: ['wallet', 'rewards', token, lang], queryFn: ({ signal }) => apiGet('reward/rewardCenter', {}, signal) });

/** Opens the member's red envelope of an open window, under the key of this one intended take. */
export const claimRedEnvelope = (id: string, idempotencyKey: string) => apiSendOnce('reward/claimRedEnvelope', { id }, idempotencyKey);

/** Spends one of the member's tickets of a raffle on a draw, under the key of this one intended play. */
export const playRaffle = (id: string, idempotencyKey: string) => apiSendOnce('reward/claimRafflePromotion', { id }, idempotencyKey);
