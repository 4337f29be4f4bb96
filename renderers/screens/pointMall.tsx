import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { EmptyState } from '../parts/EmptyState';

/** /pointMall: rewards to redeem with points (no side menu). */
export default function PointMall(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  return (
    <div className="screen">
      <h1 className="screen__title">{t('pointMallTitle')}</h1>
      <EmptyState title={t('noRewards')} />
    </div>
  );
}
