import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** AFFMAN3: the member's referral code, what their invitees earned them, and the brand's programme. Keyed under `wallet` too: a reward paid is a balance change the live channel tells of. */
export const referralInfoQuery = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'referral', 'info', token], queryFn: ({ signal }) => apiGet('referral/referralInfo', {}, signal) });

/** One page of the member's invitees, newest first, accounts masked. */
export const referralListQuery = (token: string, pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['wallet', 'referral', 'list', token, pageNo, pageSize],
    queryFn: ({ signal }) => apiGet('referral/referralList', { pageNo, pageSize }, signal),
    placeholderData: (previous) => previous,
  });
