// Forms check on every keystroke and the server on every request: compile each source once.
const compiled = new Map<string, RegExp | null>();

/**
 * Whether the whole value matches an anchored pattern source, compiled with the `u` flag (so
 * `\p{L}` and astral characters work, and the browser's `pattern` attribute, which uses `v`,
 * reads it the same way). A source that does not compile matches nothing: a broken rule refuses
 * input on both sides rather than letting anything through.
 */
export function matchesPattern(source: string, value: string): boolean {
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re !== null && re.test(value);
}
