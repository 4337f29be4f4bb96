import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSendOnce } from '../client';

/**
 * REBATE3: what the member can claim now, per product. Keyed under `wallet`: a claim is a balance
 * change, so the header's balance, this page and the reward centre are asked again together, here
 * and (by the live channel's `balance` event) on every other page the member has open.
 */
export const rebateSummaryQuery = (token: string) =>
  queryOptions({ staleTime: 0, queryKey: ['wallet', 'rebate', 'summary', token], queryFn: ({ signal }) => apiGet('rebate/summary', {}, signal) });

/** One page of the member's claims, the latest first. */
export const rebateHistoryQuery = (token: string, pageNo: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['wallet', 'rebate', 'history', token, pageNo],
    queryFn: ({ signal }) => apiGet('rebate/history', { pageNo, pageSize: 10 }, signal),
    placeholderData: keepPreviousData,
  });

/** Claims the rebate shown: a money call, its key kept by the caller so a double tap pays once. */
export const claimRebate = (idempotencyKey: string) => apiSendOnce('rebate/claim', {}, idempotencyKey);
