import { useTranslation } from 'react-i18next';
import { usePermission } from '../../src/contract/contexts';
import { SideIcon } from '../parts/SideIcon';

/** Opens the brand's customer-service window. */
export default function CustomerServiceIcon() {
  const { t } = useTranslation('nav');
  const url = usePermission().customerService?.url;
  return url ? <SideIcon href={url} external label={t('side_customerService')} glyph="customerService" /> : null;
}
