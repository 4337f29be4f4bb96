import { sql, type RawBuilder } from 'kysely';
import type { ContractKind, ContractTerms, DividendTerms } from '../../src/generated/types';

// A contract's settlement periods as the database reckons them, in the brand's time zone (decision
// 0283): five minutes for a real-time salary, the hour for an hourly wage, the day for a daily wage,
// and for a dividend its own period: a day, a week from Monday, the 1st to the 15th and the 16th
// to the month's end, or a month. Local boundaries are turned back into moments, so a period is
// right across a change of the clocks.

export type ContractPeriod = 'fiveMinutes' | 'hour' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';

/** The period a contract of this kind and these terms is settled by. */
export function periodOf(kind: ContractKind, terms: ContractTerms): ContractPeriod {
  if (kind === 'realtime') return 'fiveMinutes';
  if (kind === 'hourly') return 'hour';
  if (kind === 'daily') return 'daily';
  return (terms as DividendTerms).period;
}

const local = (at: RawBuilder<unknown>, timeZone: string) => sql`(${at} at time zone ${timeZone})`;
const moment = (localTime: RawBuilder<unknown>, timeZone: string) => sql<Date>`((${localTime}) at time zone ${timeZone})`;

/** The first moment of the period holding `at` (now by default). */
export function contractPeriodStart(period: ContractPeriod, timeZone: string, at: RawBuilder<unknown> = sql`now()`): RawBuilder<Date> {
  const l = local(at, timeZone);
  switch (period) {
    case 'fiveMinutes':
      // Every zone's offset is a whole number of five minutes, so the slots are the same in all.
      return sql<Date>`date_bin(interval '5 minutes', ${at}::timestamptz, timestamptz '2000-01-01 00:00:00+00')`;
    case 'hour':
      return moment(sql`date_trunc('hour', ${l})`, timeZone);
    case 'daily':
      return moment(sql`date_trunc('day', ${l})`, timeZone);
    case 'weekly':
      return moment(sql`date_trunc('week', ${l})`, timeZone);
    case 'semimonthly':
      return moment(sql`date_trunc('month', ${l}) + case when extract(day from ${l}) >= 16 then interval '15 days' else interval '0 days' end`, timeZone);
    case 'monthly':
      return moment(sql`date_trunc('month', ${l})`, timeZone);
  }
}

/** The first moment after the period holding `at`: when it ends and the next begins. */
export function contractPeriodEnd(period: ContractPeriod, timeZone: string, at: RawBuilder<unknown> = sql`now()`): RawBuilder<Date> {
  const l = local(at, timeZone);
  switch (period) {
    case 'fiveMinutes':
      return sql<Date>`(date_bin(interval '5 minutes', ${at}::timestamptz, timestamptz '2000-01-01 00:00:00+00') + interval '5 minutes')`;
    case 'hour':
      return moment(sql`date_trunc('hour', ${l}) + interval '1 hour'`, timeZone);
    case 'daily':
      return moment(sql`date_trunc('day', ${l}) + interval '1 day'`, timeZone);
    case 'weekly':
      return moment(sql`date_trunc('week', ${l}) + interval '7 days'`, timeZone);
    case 'semimonthly':
      return moment(sql`date_trunc('month', ${l}) + case when extract(day from ${l}) >= 16 then interval '1 month' else interval '15 days' end`, timeZone);
    case 'monthly':
      return moment(sql`date_trunc('month', ${l}) + interval '1 month'`, timeZone);
  }
}
