import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsDecideApplicationRequest, OpsGrantBonusRequest, OpsSavePromotionRequest } from '../../generated/types';
import { opsCall } from '../api';

// A brand's promotions (decision 0262): written by content operators; applications decided and
// bonuses granted and forfeited by payments. The console's language goes with the call but is no part of a key.

export type ApplicationStatus = 'applying' | 'issued' | 'rejected';

export const promotionKeys = {
  all: (brandId: string) => ['ops', 'promotions', brandId] as const,
  list: (brandId: string) => [...promotionKeys.all(brandId), 'list'] as const,
  applications: (brandId: string, status: ApplicationStatus) => [...promotionKeys.all(brandId), 'applications', status] as const,
};

export const promotionQueries = {
  /** The brand's promotions, on or off, each with its cost and grants. */
  list: (brandId: string, lang: string) => queryOptions({ queryKey: promotionKeys.list(brandId), queryFn: () => opsCall('ops/promotions', { brandId }, lang) }),
  applications: (brandId: string, status: ApplicationStatus, lang: string) =>
    queryOptions({ queryKey: promotionKeys.applications(brandId, status), queryFn: () => opsCall('ops/promoApplications', { brandId, status }, lang) }),
};

export const promotionMutations = {
  save: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsSavePromotionRequest, 'brandId'>) => opsCall('ops/savePromotion', { brandId, ...form }, lang) }),
  /** An application decided, under the Idempotency-Key `keyFor` gives its body. */
  decide: (brandId: string, lang: string, keyFor: (body: unknown) => string) =>
    mutationOptions({
      mutationFn: (input: Omit<OpsDecideApplicationRequest, 'brandId'>) => {
        const body = { brandId, ...input };
        return opsCall('ops/decideApplication', body, lang, keyFor(body));
      },
    }),
  /** A promotion's bonus granted by hand (decision 0268), under the Idempotency-Key `keyFor` gives its body: a double submit grants once. */
  grant: (brandId: string, lang: string, keyFor: (body: unknown) => string) =>
    mutationOptions({
      mutationFn: (input: Omit<OpsGrantBonusRequest, 'brandId'>) => {
        const body = { brandId, ...input };
        return opsCall('ops/grantBonus', body, lang, keyFor(body));
      },
    }),
  forfeit: (brandId: string, lang: string, keyFor: (body: unknown) => string) =>
    mutationOptions({
      mutationFn: (input: { member: string; reason: string }) => {
        const body = { brandId, ...input };
        return opsCall('ops/forfeitGrant', body, lang, keyFor(body));
      },
    }),
};

/** Anything written: the brand's lists ask again. */
export const promotionsChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: promotionKeys.all(brandId) });
