/** The dotted path of the first string (or key) holding a NUL character, else null. */
export function hasNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const found = hasNul(v, here);
    if (found !== null) return found;
  }
  return null;
}
