import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// The point mall's reads (PTSYS3, decision 0260). The member's are under the 'wallet' key: the live
// channel's balance notice (any change of any of the member's wallets, points included) and every
// money call refresh them, so the page follows a decision without polling.
const fresh = { staleTime: 0 } as const;

/** The brand's ratios: open to visitors. */
export const pointConfigQuery = () => queryOptions({ queryKey: ['points', 'config'], queryFn: ({ signal }) => apiGet('points/config', {}, signal) });

/** The point mall's rewards with their stock, in the language sent; refreshed with the member's money (a redemption takes stock). */
export const pointRewardsQuery = (lang: string, pageNo: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['wallet', 'pointRewards', lang, pageNo],
    queryFn: ({ signal }) => apiGet('points/rewards', { pageNo, pageSize: 12 }, signal),
    placeholderData: keepPreviousData,
  });

/** The member's points. */
export const pointBalanceQuery = (token: string) => queryOptions({ ...fresh, queryKey: ['wallet', 'points', token], queryFn: ({ signal }) => apiGet('points/balance', {}, signal) });

/** One page of the member's redeem records, newest first. */
export const redemptionsQuery = (token: string, lang: string, pageNo: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['wallet', 'redemptions', token, lang, pageNo],
    queryFn: ({ signal }) => apiGet('points/redemptions', { pageNo, pageSize: 10 }, signal),
    placeholderData: keepPreviousData,
  });
