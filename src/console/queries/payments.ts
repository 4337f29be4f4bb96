import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// The payments desk: a brand's deposits and withdrawals by status, a proof picture, and the desk's
// decision on one. Every builder takes the console's language, which goes with the call (the words
// of a refusal) but is no part of a key.

/** The desk's two books. */
export type PaymentBook = 'deposits' | 'withdrawals';
/** Which call fetches a proof: a deposit's, or a withdrawal receipt's. */
export type ProofCall = 'ops/depositProof' | 'ops/withdrawalProof';
export type DepositStatus = NonNullable<CallIO['ops/deposits']['request']['status']>;
export type WithdrawalStatus = NonNullable<CallIO['ops/withdrawals']['request']['status']>;
export type DecideCall = 'ops/decideDeposit' | 'ops/decideWithdrawal';
/** A decision as the page gives it: the item it is about is the builder's. */
export type Decision<N extends DecideCall> = Omit<CallIO[N]['request'], 'brandId' | 'id'>;

const pageSize = 10;

export const paymentKeys = {
  /** Everything the desk holds of a brand. */
  all: (brandId: string) => ['ops', 'payments', brandId] as const,
  book: (brandId: string, book: PaymentBook) => [...paymentKeys.all(brandId), book] as const,
  page: (brandId: string, book: PaymentBook, status: string, pageNo: number) => [...paymentKeys.book(brandId, book), status, pageNo] as const,
  proof: (brandId: string, call: ProofCall, id: string) => [...paymentKeys.all(brandId), 'proof', call, id] as const,
};

/**
 * A desk is watched: new requests appear without a reload. A refresh of a list already shown says
 * so, and does not keep the session from its idle limit: a desk left open is not a desk in use.
 */
const watched = (client: QueryClient) => ({
  placeholderData: keepPreviousData,
  refetchInterval: 15_000,
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

/** After a decision: the book it was taken in asks again. */
export const paymentDecided = (client: QueryClient, brandId: string, book: PaymentBook) => client.invalidateQueries({ queryKey: paymentKeys.book(brandId, book) });
