import { sql, type RawBuilder } from 'kysely';

// A mission's or a race's period as the database reckons it, in the brand's time zone: a day of its
// calendar, or its week from Monday (Postgres' ISO week). Local midnights are turned back into
// moments, so a period is right across a change of the clocks.

export type Period = 'daily' | 'weekly';

/** The first moment of the period holding `at` (now by default) for a period column or value, in a time zone given or read from a column. */
export function periodStart(period: RawBuilder<unknown>, timeZone: string | RawBuilder<unknown>, at: RawBuilder<unknown> = sql`now()`): RawBuilder<Date> {
  return sql<Date>`(date_trunc(case when ${period} = 'weekly' then 'week' else 'day' end, ${at} at time zone ${timeZone}) at time zone ${timeZone})`;
}

/** The first moment after the period holding `at`: when it ends. */
export function periodEnd(period: RawBuilder<unknown>, timeZone: string | RawBuilder<unknown>, at: RawBuilder<unknown> = sql`now()`): RawBuilder<Date> {
  return sql<Date>`((date_trunc(case when ${period} = 'weekly' then 'week' else 'day' end, ${at} at time zone ${timeZone})
    + case when ${period} = 'weekly' then interval '7 days' else interval '1 day' end) at time zone ${timeZone})`;
}

/** A period's first day in the brand's calendar (YYYY-MM-DD): what a ledger key names it by. */
export function periodDay(start: RawBuilder<unknown>, timeZone: string): RawBuilder<string> {
  return sql<string>`to_char(${start} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}
