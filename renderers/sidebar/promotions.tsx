import { useTranslation } from 'react-i18next';
import { SideIcon } from '../parts/SideIcon';

export default function PromotionsIcon() {
  const { t } = useTranslation('nav');
  return <SideIcon href="/promotions" label={t('side_promotions')} glyph="promotions" />;
}
