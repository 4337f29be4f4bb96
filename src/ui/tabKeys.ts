/**
 * WAI-ARIA tab keys: where ArrowRight, ArrowLeft (both wrapping), Home and End move from tab
 * `from` of `count`; -1 for any other key.
 */
export function tabIndexAfterKey(key: string, from: number, count: number): number {
  const last = count - 1;
  if (count <= 0) return -1;
  if (key === 'ArrowRight') return from >= last ? 0 : from + 1;
  if (key === 'ArrowLeft') return from <= 0 ? last : from - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return -1;
}
