import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSendOnce } from '../client';
import type { ApplyPromotionRequest } from '../../generated/types';

// PROMO3 (decision 0262). Under the 'wallet' key: a grant, a release, a forfeit and a stake all move
// money, so the live channel's `balance` (and moneyMoved after a call) refresh these with the rest.
// The list and a promotion are read with the session when there is one (a member's statuses), so the
// token is in the key.
const fresh = { staleTime: 0 } as const;

export const promotionListQuery = (token: string | null, lang: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'promo', 'list', token, lang], queryFn: ({ signal }) => apiGet('promo/promotionList', {}, signal) });

export const promotionDetailQuery = (token: string | null, lang: string, id: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'promo', 'detail', token, lang, id], queryFn: ({ signal }) => apiGet('promo/promotionDetail', { id }, signal) });

export const bonusDetailsQuery = (token: string, lang: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'promo', 'bonuses', token, lang], queryFn: ({ signal }) => apiGet('promo/bonusDetails', {}, signal) });

export const claimPromotion = (id: string, key: string) => apiSendOnce('promo/claimPromotion', { id }, key);
export const applyPromotion = (input: ApplyPromotionRequest, key: string) => apiSendOnce('promo/applyPromotion', input, key);
export const forfeitBonus = (grantId: string, key: string) => apiSendOnce('promo/forfeitBonus', { grantId }, key);
