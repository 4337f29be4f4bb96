import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { EmptyState } from '../parts/EmptyState';

/** /promotions: the brand's running promotions. */
export default function Promotions(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  return (
    <div className="screen">
      <h1 className="screen__title">{t('promotionsTitle')}</h1>
      <EmptyState title={t('noPromotions')} />
    </div>
  );
}
