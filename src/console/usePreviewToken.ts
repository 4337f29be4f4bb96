import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { opsCall } from './api';

/**
 * A preview token for the brand (an hour long on the server), asked again before it ends. One
 * query for every frame the console shows, so the preview page and the registration editor share it.
 */
export function usePreviewToken(brandId: string | undefined, enabled = true) {
  const { i18n } = useTranslation();
  const token = useQuery({
    queryKey: ['ops', 'preview', brandId],
    queryFn: () => opsCall('ops/preview', { brandId: brandId! }, i18n.language),
    enabled: Boolean(brandId) && enabled,
    staleTime: 50 * 60_000,
    refetchInterval: 50 * 60_000,
  });
  return token;
}
