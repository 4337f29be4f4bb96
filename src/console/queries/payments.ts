import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import type { OpsPaymentsCounts } from '../../generated/types';
import { opsCall } from '../api';

// The payments desk: a brand's deposits and withdrawals by status, how many wait in each queue, a
// proof picture, and the desk's decision on one. Every builder takes the console's language, which goes with the call (the words
// of a refusal) but is no part of a key.

/** The desk's two books. */
export type PaymentBook = 'deposits' | 'withdrawals';
/** Which call fetches a proof: a deposit's, a withdrawal receipt's, or a feedback's picture (the support desk's). */
export type ProofCall = 'ops/depositProof' | 'ops/withdrawalProof' | 'ops/feedbackImage';
export type DepositStatus = NonNullable<CallIO['ops/deposits']['request']['status']>;
export type WithdrawalStatus = NonNullable<CallIO['ops/withdrawals']['request']['status']>;
export type DecideCall = 'ops/decideDeposit' | 'ops/decideWithdrawal';
/** A decision as the page gives it: the item it is about is the builder's. */
export type Decision<N extends DecideCall> = Omit<CallIO[N]['request'], 'brandId' | 'id'>;

const pageSize = 10;

export const paymentKeys = {
  /** Everything the desk holds, of every brand. */
  every: () => ['ops', 'payments'] as const,
  /** Everything the desk holds of a brand. */
  all: (brandId: string) => [...paymentKeys.every(), brandId] as const,
  book: (brandId: string, book: PaymentBook) => [...paymentKeys.all(brandId), book] as const,
  page: (brandId: string, book: PaymentBook, status: string, pageNo: number) => [...paymentKeys.book(brandId, book), status, pageNo] as const,
  proof: (brandId: string, call: ProofCall, id: string) => [...paymentKeys.all(brandId), 'proof', call, id] as const,
  counts: (brandId: string) => [...paymentKeys.all(brandId), 'counts'] as const,
};

/**
 * A desk follows the server: the live channel says when a brand's desk changed (deskChanged), and the
 * lists shown ask again, with no timer. A refresh of a list already shown says so, and does not keep
 * the session from its idle limit: a desk left open is not a desk in use.
 */
const watched = (client: QueryClient) => ({
  placeholderData: keepPreviousData,
  refreshing: (queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.data !== undefined,
});

export const paymentQueries = {
  deposits: (client: QueryClient, brandId: string, status: DepositStatus, pageNo: number, lang: string) => {
    const { refreshing, ...live } = watched(client);
    return queryOptions({
      queryKey: paymentKeys.page(brandId, 'deposits', status, pageNo),
      queryFn: ({ queryKey }) => opsCall('ops/deposits', { brandId, status, pageNo, pageSize }, lang, undefined, refreshing(queryKey)),
      ...live,
    });
  },
  withdrawals: (client: QueryClient, brandId: string, status: WithdrawalStatus, pageNo: number, lang: string) => {
    const { refreshing, ...live } = watched(client);
    return queryOptions({
      queryKey: paymentKeys.page(brandId, 'withdrawals', status, pageNo),
      queryFn: ({ queryKey }) => opsCall('ops/withdrawals', { brandId, status, pageNo, pageSize }, lang, undefined, refreshing(queryKey)),
      ...live,
    });
  },
  /**
   * How many wait in each queue: asked again on a decision (paymentDecided), a live event
   * (deskChanged), and a list whose refresh finds its queue changed (paymentQueueSeen).
   */
  counts: (brandId: string, lang: string) =>
    queryOptions({ queryKey: paymentKeys.counts(brandId), queryFn: () => opsCall('ops/paymentsCounts', { brandId }, lang, undefined, true), placeholderData: keepPreviousData }),
  /** A proof picture, fetched when asked for (it is never at a public address) and kept: it does not change. */
  proof: (call: ProofCall, brandId: string, id: string, lang: string) =>
    queryOptions({ queryKey: paymentKeys.proof(brandId, call, id), queryFn: () => opsCall(call, { brandId, id }, lang), staleTime: Infinity }),
};

export const paymentMutations = {
  /** The desk's decision on one deposit or withdrawal, under the Idempotency-Key `keyFor` gives its body. */
  decide: <N extends DecideCall>(call: N, item: { brandId: string; id: string }, lang: string, keyFor: (body: CallIO[N]['request']) => string) =>
    mutationOptions({
      mutationFn: (input: Decision<N>) => {
        const body = { ...item, ...input } as CallIO[N]['request'];
        return opsCall<N>(call, body, lang, keyFor(body));
      },
    }),
};

/** After a decision: the book it was taken in asks again, and so do the queues' counts. */
export const paymentDecided = (client: QueryClient, brandId: string, book: PaymentBook) =>
  Promise.all([client.invalidateQueries({ queryKey: paymentKeys.book(brandId, book) }), client.invalidateQueries({ queryKey: paymentKeys.counts(brandId) })]);

/** The live channel said a brand's desk changed (a request came in, another cashier decided): as after a decision. */
export const deskChanged = paymentDecided;

/** The live channel opened again, or may have missed events: every desk shown asks again. */
export const desksChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: paymentKeys.every() });

/** The queues the desk counts, and which count each list's total is. */
export type PaymentQueue = { book: 'deposits'; status: 'pending' } | { book: 'withdrawals'; status: 'pending' | 'approved' };
export const paymentQueues: readonly PaymentQueue[] = [
  { book: 'deposits', status: 'pending' },
  { book: 'withdrawals', status: 'pending' },
  { book: 'withdrawals', status: 'approved' },
];
export const queueCount = (counts: OpsPaymentsCounts, q: PaymentQueue) => (q.book === 'deposits' ? counts.deposits.pending : counts.withdrawals[q.status]);

/**
 * A list of one queue was fetched again after the counts were: when its total is not the count the
 * desk shows (a request came in, another cashier decided), the counts ask again. So the counts
 * follow the lists' own refresh, with no timer of their own.
 */
export function paymentQueueSeen(client: QueryClient, brandId: string, book: PaymentBook, status: string, list: { total: number; fetchedAt: number }) {
  const counts = client.getQueryState<OpsPaymentsCounts>(paymentKeys.counts(brandId));
  const queue = paymentQueues.find((q) => q.book === book && q.status === status);
  if (!queue || !counts?.data || counts.fetchStatus === 'fetching' || counts.dataUpdatedAt >= list.fetchedAt) return;
  if (queueCount(counts.data, queue) !== list.total) void client.invalidateQueries({ queryKey: paymentKeys.counts(brandId) });
}
