import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../client';
import type { SavePlayLimitsRequest } from '../../generated/types';

/**
 * RG3: the member's deposit, loss and wager limits with what each window has used. Keyed under
 * `member`, so the live channel's `member` event (a limit changed here, on another page, or by
 * support) asks again on every page the member has open.
 */
export const playLimitsQuery = (token: string) => queryOptions({ staleTime: 0, queryKey: ['member', 'limits', token], queryFn: ({ signal }) => apiGet('limits/limits', {}, signal) });

export const savePlayLimits = (input: SavePlayLimitsRequest) => apiSend('limits/saveLimits', input);

export const confirmPlayLimit = (kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month') => apiSend('limits/confirmLimit', { kind, period });
