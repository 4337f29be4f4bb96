// The days a record page shows (betting record, account record, bonus details, personal profit),
// as the record calls take them: YYYY-MM-DD of the brand's calendar, from and to included.

/**
 * SPEC §9's date-picker presets. Each moves the period from the days already chosen: previous 7
 * are the 7 days just before the first chosen day, next 7 the 7 days just after the last one.
 */
export type DayShift = 'previous30' | 'previous7' | 'next7' | 'next30';
export const dayShifts: readonly DayShift[] = ['previous30', 'previous7', 'next7', 'next30'];

/**
 * The most days one period covers, the server's limit too: the 30 of the longest preset, and any
 * calendar month typed in by hand.
 */
export const maxPeriodDays = 31;

/** The days a period covers, both included. */
export interface DayPeriod {
  from: string;
  to: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a day that exists (the schemas' pattern lets 2026-02-31 through). */
export function isDay(text: string): boolean {
  if (!dayPattern.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** Today on the brand's calendar. */
export const todayOf = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', numberingSystem: 'latn' }).format(now);

/** A day plus whole days, by the calendar (no clock, so no daylight-saving surprises). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How many days a period covers, both ends included. */
export function periodLength({ from, to }: DayPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/** What a record page shows first: the 7 days up to today. */
export const firstPeriod = (today: string): DayPeriod => ({ from: addDays(today, -6), to: today });

/**
 * A preset applied to the chosen days. Previous goes back as far as the player likes; next stops
 * at today, so it may give fewer days than it names, and gives nothing (null) once today is
 * already shown: there is no record of days to come.
 */
export function shiftPeriod(period: DayPeriod, shift: DayShift, today: string): DayPeriod | null {
  const days = shift.endsWith('30') ? 30 : 7;
  if (shift.startsWith('previous')) return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
  if (period.to >= today) return null;
  return { from: addDays(period.to, 1), to: earlier(addDays(period.to, days), today) };
}

/**
 * A first day typed in: never after today; the last day follows when it would come before it or
 * leave more than maxPeriodDays. A text that is not a day leaves the period as it was.
 */
export function withFrom(period: DayPeriod, day: string, today: string): DayPeriod {
  if (!isDay(day)) return period;
  const from = earlier(day, today);
  let to = period.to < from ? from : period.to;
  if (periodLength({ from, to }) > maxPeriodDays) to = addDays(from, maxPeriodDays - 1);
  return { from, to: earlier(to, today) };
}

/** A last day typed in, the mirror of withFrom: never after today, the first day follows. */
export function withTo(period: DayPeriod, day: string, today: string): DayPeriod {
  if (!isDay(day)) return period;
  const to = earlier(day, today);
  let from = period.from > to ? to : period.from;
  if (periodLength({ from, to }) > maxPeriodDays) from = addDays(to, -(maxPeriodDays - 1));
  return { from, to };
}

/**
 * Why the server refuses a record call's days, or null: a day that does not exist, a first day
 * after the last, or more than maxPeriodDays. An end left out is open (the whole record, paged).
 */
export function periodProblem(from: string | undefined, to: string | undefined): { field: 'from' | 'to'; reason: 'day' | 'order' | 'length' } | null {
  if (from !== undefined && !isDay(from)) return { field: 'from', reason: 'day' };
  if (to !== undefined && !isDay(to)) return { field: 'to', reason: 'day' };
  if (from === undefined || to === undefined) return null;
  if (from > to) return { field: 'to', reason: 'order' };
  if (periodLength({ from, to }) > maxPeriodDays) return { field: 'to', reason: 'length' };
  return null;
}
