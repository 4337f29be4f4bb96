/**
 * Whether a value holds a NUL character in any string, object key included, however deep. PostgreSQL
 * text cannot store NUL, so such input is refused as badly formed before it reaches a query.
 */
export function hasNul(value: unknown): boolean {
  const seen = new Set<object>();
  const visit = (v: unknown): boolean => {
    if (typeof v === 'string') return v.includes('\0');
    if (v === null || typeof v !== 'object' || seen.has(v)) return false;
    seen.add(v);
    if (Array.isArray(v)) return v.some(visit);
    return Object.keys(v).some((k) => k.includes('\0') || visit((v as Record<string, unknown>)[k]));
  };
  return visit(value);
}
