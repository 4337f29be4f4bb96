import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsDecideReferralRequest, OpsReferral, OpsSaveReferralProgrammeRequest } from '../../generated/types';
import { opsCall } from '../api';

type ReferralStatus = OpsReferral['status'];

// A brand's referral programme (decision 0264): its terms and figures, and the rewards held for
// review. The console's language goes with the call but is no part of a key.

export const referralKeys = {
  /** Everything the console holds of a brand's referral programme. */
  all: (brandId: string) => ['ops', 'referrals', brandId] as const,
  programme: (brandId: string) => [...referralKeys.all(brandId), 'programme'] as const,
  page: (brandId: string, status: ReferralStatus, pageNo: number) => [...referralKeys.all(brandId), 'page', status, pageNo] as const,
};

export const referralQueries = {
  /** The programme's terms, its counts and its cost. */
  programme: (brandId: string, lang: string) => queryOptions({ queryKey: referralKeys.programme(brandId), queryFn: () => opsCall('ops/referralProgramme', { brandId }, lang) }),
  /** One page of the brand's invitees whose reward stands at `status` (the held ones are the review queue). */
  page: (brandId: string, status: ReferralStatus, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: referralKeys.page(brandId, status, pageNo),
      queryFn: () => opsCall('ops/referrals', { brandId, status, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const referralMutations = {
  save: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsSaveReferralProgrammeRequest, 'brandId'>) => opsCall('ops/saveReferralProgramme', { brandId, ...form }, lang) }),
  /** A decision on one held reward, under the Idempotency-Key `keyFor` gives its body. */
  decide: (brandId: string, lang: string, keyFor: (body: OpsDecideReferralRequest) => string) =>
    mutationOptions({
      mutationFn: (input: Omit<OpsDecideReferralRequest, 'brandId'>) => {
        const body = { brandId, ...input };
        return opsCall('ops/decideReferral', body, lang, keyFor(body));
      },
    }),
};

/** The programme changed or a reward was decided: the brand's figures and lists ask again. */
export const referralsChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: referralKeys.all(brandId) });
