import { queryOptions, skipToken } from '@tanstack/react-query';
import { opsCall } from '../api';

// The preview of a brand's draft: a token the site takes in place of a sign-in, an hour long on the
// server. The console's language goes with the call but is no part of the key.

const refreshEvery = 50 * 60_000;

export const previewKeys = {
  token: (brandId: string | undefined) => ['ops', 'preview', brandId ?? ''] as const,
};

export const previewQueries = {
  /** The brand's preview token, asked again before it ends; nothing is asked while no brand is chosen. */
  token: (brandId: string | undefined, lang: string) =>
    queryOptions({
      queryKey: previewKeys.token(brandId),
      queryFn: brandId ? () => opsCall('ops/preview', { brandId }, lang) : skipToken,
      staleTime: refreshEvery,
      refetchInterval: refreshEvery,
    }),
};
