/**
 * The dotted path of the first string or key holding a NUL character, else null. JSON Schema lets
 * NUL through, but no PostgreSQL text column takes it: the route layer refuses it for every call.
 */
export function hasNul(value: unknown, path = '', seen = new Set<object>()): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  if (value === null || typeof value !== 'object' || seen.has(value)) return null;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const found = hasNul(v, here, seen);
    if (found !== null) return found;
  }
  return null;
}
