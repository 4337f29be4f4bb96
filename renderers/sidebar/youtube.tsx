import { useTranslation } from 'react-i18next';
import { usePermission } from '../../src/contract/contexts';
import { SideIcon } from '../parts/SideIcon';

/** Shown only when the brand has a youtube resource (the Runtime checks it). */
export default function YoutubeIcon() {
  const { t } = useTranslation('nav');
  const url = usePermission().resources.find((r) => r.resourceType === 'youtube')?.url;
  return url ? <SideIcon href={url} external label={t('side_youtube')} glyph="youtube" /> : null;
}
