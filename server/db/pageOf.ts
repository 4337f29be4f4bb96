/** One page of a list, and how many there are in all: what every paged answer carries. */
export interface Page<R> {
  pageNo: number;
  total: number;
  totalPages: number;
  rows: R[];
}

/**
 * Counts and reads one page of a list at the same time: `count` is the whole list's size, `rows`
 * reads `limit` rows after `offset` in the list's order.
 */
export async function pageOf<R>(pageNo: number, pageSize: number, count: () => Promise<{ n: string | number | bigint }>, rows: (limit: number, offset: number) => Promise<R[]>): Promise<Page<R>> {
  const [{ n }, list] = await Promise.all([count(), rows(pageSize, (pageNo - 1) * pageSize)]);
  const total = Number(n);
  return { pageNo, total, totalPages: Math.ceil(total / pageSize), rows: list };
}
