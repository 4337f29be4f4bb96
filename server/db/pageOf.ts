import { sql, type SelectQueryBuilder } from 'kysely';

/** One page of a list, and how many there are in all: what every paged answer carries. */
export interface Page<R> {
  pageNo: number;
  total: number;
  totalPages: number;
  rows: R[];
}

/**
 * Counts a list (`base`: its tables and conditions) and reads one page of it at the same time:
 * `rows` reads `limit` rows after `offset`, in the list's order, with the columns it needs.
 */
export async function pageOf<DB, TB extends keyof DB, R>(
  pageNo: number,
  pageSize: number,
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (limit: number, offset: number) => Promise<R[]>,
): Promise<Page<R>> {
  const [counted, list] = await Promise.all([base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(), rows(pageSize, (pageNo - 1) * pageSize)]);
  const total = Number((counted as { n: string }).n);
  return { pageNo, total, totalPages: Math.ceil(total / pageSize), rows: list };
}
