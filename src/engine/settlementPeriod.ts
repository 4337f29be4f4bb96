// How My Income names a settlement's period, on the brand's calendar and clock: a day, a span of
// days (a dividend's week, half month or month), or an hour's or five minutes' span on its day.
import type { ContractKind } from '../generated/types';

const parts = (at: Date, timeZone: string) => {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

/** The period from `start` up to `end` (its first moment after) as the agent reads it. */
export function settlementPeriodLabel(kind: ContractKind, start: string, end: string, timeZone: string): string {
  const from = parts(new Date(start), timeZone);
  if (kind === 'realtime' || kind === 'hourly') return `${from.day} ${from.time}–${parts(new Date(end), timeZone).time}`;
  const last = parts(new Date(Date.parse(end) - 1), timeZone).day;
  return last === from.day ? from.day : `${from.day} – ${last}`;
}
