import { useTranslation } from 'react-i18next';
import type { DayPreset } from '../../../src/engine/dayRange';
import type { Period } from './usePeriod';
import { RecordSelect } from './RecordSelect';

const presets: DayPreset[] = ['today', 'last7', 'last30'];

/** The period filter of a record page: SPEC §9's previous 7 and 30 days, and today. */
export function PeriodSelect({ id, period, onChange }: { id: string; period: Period; onChange(preset: DayPreset): void }) {
  const { t } = useTranslation('member');
  return (
    <RecordSelect
      id={id}
      label={t('recordPeriod')}
      value={period.preset}
      options={presets.map((p) => ({ value: p, label: t(`period_${p}`) }))}
      onChange={(v) => onChange(v as DayPreset)}
    />
  );
}
