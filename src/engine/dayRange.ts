/** The periods a record page offers (SPEC §9's previous 7 and 30 days, and today). */
export type DayPreset = 'today' | 'last7' | 'last30';

const dayOf = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', numberingSystem: 'latn' }).format(at);

/** YYYY-MM-DD minus whole days, by the calendar (no clock, so no daylight-saving surprises). */
function minusDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** The days a preset covers on the brand's calendar, today included: what a record call's from and to take. */
export function dayRange(preset: DayPreset, now: Date, timeZone: string): { from: string; to: string } {
  const to = dayOf(now, timeZone);
  const back = preset === 'today' ? 0 : preset === 'last7' ? 6 : 29;
  return { from: minusDays(to, back), to };
}
