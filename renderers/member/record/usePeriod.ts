import { useState } from 'react';
import { usePermission } from '../../../src/contract/contexts';
import { dayRange, type DayPreset } from '../../../src/engine/dayRange';

export interface Period {
  preset: DayPreset;
  /** Days of the brand's calendar, as a record call takes them. */
  from: string;
  to: string;
}

/**
 * A record page's period, previous 7 days at first. Its days are fixed when it is chosen, so
 * paging through a record does not slide it past midnight.
 */
export function usePeriod(initial: DayPreset = 'last7'): [Period, (preset: DayPreset) => void] {
  const { timeZone } = usePermission().whitelabel;
  const [period, setPeriod] = useState<Period>(() => ({ preset: initial, ...dayRange(initial, new Date(), timeZone) }));
  return [period, (preset) => setPeriod({ preset, ...dayRange(preset, new Date(), timeZone) })];
}
