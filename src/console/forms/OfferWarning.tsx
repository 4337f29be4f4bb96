import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../engine/formatAmount';
import type { OfferContradiction } from '../../engine/offerFigures';
import { Button } from '../../ui/Button';

/**
 * What a text about to be saved states of a payment form that the brand's forms contradict, each
 * clause quoted with the figures the form has. The operator may still save: a promotion can mean
 * what it says, and only the operator knows.
 */
export function OfferWarning({ found, symbol, pending, onSave, onEdit }: { found: readonly OfferContradiction[]; symbol: string; pending: boolean; onSave: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const money = (v: string) => formatMoney(symbol, v).replace(/\.00$/, '');
  const box = useRef<HTMLDivElement>(null);
  // Shown below a long form, under its sticky bar: brought into view and focused, so its two ways on are the next keys.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [found]);
  return (
    <div ref={box} tabIndex={-1} className="console-warning" role="alert" aria-labelledby="offer-warning-title">
      <h3 id="offer-warning-title">{t('offerWarningTitle')}</h3>
      <ul>
        {found.map((c) => (
          <li key={`${c.clause}:${c.stated}`}>
            <q>{c.clause}</q> {t(`offerWarning_${c.subject}_${c.bound}`, { stated: money(c.stated), allowed: c.allowed.map(money).join(', ') })}
          </li>
        ))}
      </ul>
      <p>{t('offerWarningChoice')}</p>
      <div className="content-list__actions">
        <Button type="button" variant="secondary" onClick={onEdit}>
          {t('offerWarningEdit')}
        </Button>
        <Button type="button" disabled={pending} aria-busy={pending || undefined} onClick={onSave}>
          {t('offerWarningSave')}
        </Button>
      </div>
    </div>
  );
}
