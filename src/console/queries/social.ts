import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import type { OpsSocialProvider } from '../../generated/types';
import { opsCall } from '../api';

// Sign-in with Google and Facebook: each provider's client for a brand (admin). Every builder takes
// the console's language, which goes with the call (the words of a refusal) but is no part of a key.

/** A provider's client as the form saves it: the secret only when a new one is typed. */
export type ProviderClient = Omit<CallIO['ops/saveSocialProvider']['request'], 'brandId' | 'provider'>;

export const socialKeys = {
  providers: (brandId: string) => ['ops', 'social', brandId] as const,
};

export const socialQueries = {
  providers: (brandId: string, lang: string) => queryOptions({ queryKey: socialKeys.providers(brandId), queryFn: () => opsCall('ops/socialProviders', { brandId }, lang) }),
};

export const socialMutations = {
  save: (brandId: string, provider: OpsSocialProvider['provider'], lang: string) =>
    mutationOptions({ mutationFn: (client: ProviderClient) => opsCall('ops/saveSocialProvider', { brandId, provider, ...client }, lang) }),
};

/** A saved provider takes its place in the brand's list, without asking again. */
export const providerSaved = (client: QueryClient, brandId: string, saved: OpsSocialProvider) =>
  client.setQueryData<OpsSocialProvider[]>(socialKeys.providers(brandId), (old) => old?.map((p) => (p.provider === saved.provider ? saved : p)));
