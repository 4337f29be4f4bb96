import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsFeedback, OpsFeedbackActionRequest } from '../../generated/types';
import { opsCall } from '../api';

type FeedbackStatus = OpsFeedback['status'];

// The support desk's queue of feedback and complaints (decision 0321): a brand's feedback by
// status, and the desk's step on one. The console's language goes with each call, never in a key.

export const feedbackKeys = {
  /** Everything the console holds of a brand's feedback: a step on one changes any of it. */
  all: (brandId: string) => ['ops', 'feedback', brandId] as const,
  page: (brandId: string, status: FeedbackStatus, pageNo: number) => [...feedbackKeys.all(brandId), status, pageNo] as const,
};

export const feedbackQueries = {
  /** One page of the brand's feedback of `status`, oldest first. */
  page: (brandId: string, status: FeedbackStatus, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: feedbackKeys.page(brandId, status, pageNo),
      queryFn: () => opsCall('ops/feedback', { brandId, status, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const feedbackMutations = {
  /** Takes one, answers it (a member's answer goes to their inbox) or closes it. */
  act: (brandId: string, lang: string) => mutationOptions({ mutationFn: (input: Omit<OpsFeedbackActionRequest, 'brandId'>) => opsCall('ops/feedbackAction', { brandId, ...input }, lang) }),
};

/** A step was taken: the brand's lists ask again. */
export const feedbackChanged = (client: QueryClient, brandId?: string) => client.invalidateQueries({ queryKey: brandId ? feedbackKeys.all(brandId) : ['ops', 'feedback'] });
