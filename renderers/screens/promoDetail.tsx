import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { EmptyState } from '../parts/EmptyState';

/** /promoDetail?id=…: one promotion; an unknown id leads back to the list. */
export default function PromoDetail(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  return (
    <div className="screen">
      <h1 className="screen__title">{t('promotionTitle')}</h1>
      <EmptyState title={t('promotionNotFound')}>
        <Link className="mq-button" to="/promotions">
          {t('allPromotions')}
        </Link>
      </EmptyState>
    </div>
  );
}
