import { sql } from 'kysely';

// Days of a brand's calendar as moments the database compares `timestamptz` columns with: a
// record's "from" and "to" days, a limit's "today".

/** The first moment of a day (YYYY-MM-DD) in the brand's time zone. */
export const dayStart = (day: string, timeZone: string) => sql<Date>`(${day}::date)::timestamp at time zone ${timeZone}`;

/** The first moment after a day: a period's end, the day included. */
export const dayEnd = (day: string, timeZone: string) => sql<Date>`(${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** The first moment of today in the brand's time zone. */
export const todayStart = (timeZone: string) => sql<Date>`date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`;
