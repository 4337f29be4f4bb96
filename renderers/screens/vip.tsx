import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { EmptyState } from '../parts/EmptyState';

/** /vip: the brand's VIP levels; a brand with none set up says so. */
export default function Vip(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  return (
    <div className="screen">
      <h1 className="screen__title">{t('vipTitle')}</h1>
      <EmptyState title={t('noVipLevels')} />
    </div>
  );
}
