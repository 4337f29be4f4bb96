import { useState } from 'react';
import { usePermission } from '../../../src/contract/contexts';
import { firstPeriod, todayOf, type DayPeriod } from '../../../src/engine/dayRange';

/**
 * A record page's period, the 7 days up to today at first. Its days are fixed once chosen, so
 * paging through a record does not slide it past midnight.
 */
export function usePeriod(): [DayPeriod, (period: DayPeriod) => void] {
  const { timeZone } = usePermission().whitelabel;
  return useState<DayPeriod>(() => firstPeriod(todayOf(new Date(), timeZone)));
}
