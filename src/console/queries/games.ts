import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import type { Category, OpsGame, VendorWalletKind } from '../../generated/types';
import { opsCall } from '../api';

// A brand's game catalogue: found by category and name, each game shown or hidden, marked and
// ordered. Every builder takes the console's language, which goes with the call (the words of a
// refusal) but is no part of a key.

/** A change to one game: any of its switches, or its place in the order. */
export type GameChange = Omit<CallIO['ops/saveGame']['request'], 'brandId' | 'id'>;

export const gameKeys = {
  /** Every page of a brand's catalogue the console holds. */
  all: (brandId: string) => ['ops', 'games', brandId] as const,
  list: (brandId: string, category: Category | '', query: string, pageNo: number) => [...gameKeys.all(brandId), category, query, pageNo] as const,
};

export const gameQueries = {
  /** One page of the catalogue in the order players see it, by category and a part of the name or code. */
  list: (brandId: string, category: Category | '', query: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: gameKeys.list(brandId, category, query, pageNo),
      queryFn: () => opsCall('ops/games', { brandId, category: category || undefined, query: query || undefined, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const gameMutations = {
  save: (brandId: string, id: number, lang: string) => mutationOptions({ mutationFn: (change: GameChange) => opsCall('ops/saveGame', { brandId, id, ...change }, lang) }),
};

/** A saved game takes its place in every page of the catalogue that shows it, without asking again. */
export const gameSaved = (client: QueryClient, brandId: string, saved: OpsGame) =>
  client.setQueriesData<{ items: OpsGame[]; total: number }>({ queryKey: gameKeys.all(brandId) }, (old) => old && { ...old, items: old.items.map((g) => (g.id === saved.id ? saved : g)) });

export const vendorKeys = {
  all: (brandId: string) => ['ops', 'vendors', brandId] as const,
};

export const vendorQueries = {
  /** The vendors connected to the brand: how each holds players' money, and what its own wallets hold. */
  list: (brandId: string, lang: string) => queryOptions({ queryKey: vendorKeys.all(brandId), queryFn: () => opsCall('ops/vendors', { brandId }, lang) }),
};

export const vendorMutations = {
  /** A vendor's wallet kind changed, under the Idempotency-Key `keyFor` gives its body: made seamless, its wallets go back to main. */
  saveWallet: (brandId: string, code: string, lang: string, keyFor: (body: CallIO['ops/saveVendorWallet']['request']) => string) =>
    mutationOptions({
      mutationFn: (wallet: VendorWalletKind) => {
        const body = { brandId, code, wallet };
        return opsCall('ops/saveVendorWallet', body, lang, keyFor(body));
      },
    }),
};
