import type { BrandConfig } from '../generated/types';

type Hours = NonNullable<NonNullable<BrandConfig['customerService']>['hours']>;

/** The wall clock's minutes since midnight in a time zone. */
function minutesIn(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' }).formatToParts(now);
  const get = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether the support desk answers chats now (decision 0329): always without hours; else from
 * `from` up to (not including) `to` on the brand's clock, past midnight when `to` comes first.
 * Equal ends mean all day.
 */
export function chatOpen(hours: Hours | undefined, timeZone: string, now: Date): boolean {
  if (!hours) return true;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return true;
  const at = minutesIn(timeZone, now);
  return from < to ? at >= from && at < to : at >= from || at < to;
}
