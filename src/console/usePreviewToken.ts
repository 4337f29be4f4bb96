import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { previewQueries } from './queries/preview';

/**
 * A preview token for the brand (an hour long on the server), asked again before it ends. One
 * query for every frame the console shows, so the preview page and the registration editor share it.
 */
export function usePreviewToken(brandId: string | undefined, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...previewQueries.token(brandId, i18n.language), enabled });
}
