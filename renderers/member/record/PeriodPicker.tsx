import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../src/contract/contexts';
import { dayShifts, shiftPeriod, todayOf, withFrom, withTo, type DayPeriod, type DayShift } from '../../../src/engine/dayRange';
import { Button } from '../../../src/ui/Button';
import { DayField } from './DayField';
import './period.css';

/**
 * A record page's days: the first and last day, and SPEC §9's presets, which move the period back
 * or forward from the days shown. A next that has nothing newer to show (today is shown) stays in
 * the Tab order, so a keyboard's focus is not lost when it runs out; it says it is unavailable.
 */
export function PeriodPicker({ id, period, onChange }: { id: string; period: DayPeriod; onChange: (period: DayPeriod) => void }) {
  const { t } = useTranslation('member');
  const { timeZone } = usePermission().whitelabel;
  const today = todayOf(new Date(), timeZone);
  // Said after a preset, which changes both fields at once without the focus on either; the days
  // are written yyyy-MM-dd, as the records' times are.
  const [said, setSaid] = useState('');
  const move = (shift: DayShift) => {
    const next = shiftPeriod(period, shift, today);
    if (!next) return;
    onChange(next);
    setSaid(t('periodShown', { from: next.from, to: next.to }));
  };
  return (
    <fieldset className="period-picker">
      <legend>{t('recordPeriod')}</legend>
      <div className="period-picker__days">
        <DayField id={`${id}-from`} label={t('periodFrom')} value={period.from} max={today} onChange={(day) => onChange(withFrom(period, day, today))} />
        <DayField id={`${id}-to`} label={t('periodTo')} value={period.to} max={today} onChange={(day) => onChange(withTo(period, day, today))} />
      </div>
      <div className="period-picker__presets">
        {dayShifts.map((shift) => (
          <Button key={shift} size="small" variant="secondary" aria-disabled={shiftPeriod(period, shift, today) === null || undefined} onClick={() => move(shift)}>
            {t(`period_${shift}`)}
          </Button>
        ))}
      </div>
      <p role="status" className="mq-visually-hidden">
        {said}
      </p>
    </fieldset>
  );
}
