import diff from 'microdiff';

/** One difference between two versions of a brand: where (JSON pointer), and the value before and after (absent when added or removed). */
export interface Change {
  pointer: string;
  before?: unknown;
  after?: unknown;
}

const escape = (part: string | number) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * What changed from one brand document to the next, as pointers with old and new values, so a
 * version reads "/registerRules/mobileNum/minLength 10 → 8" rather than as two documents.
 * Arrays are compared by position: a list reordered shows each moved place.
 */
export function changesBetween(before: object, after: object): Change[] {
  return diff(before as Record<string, unknown>, after as Record<string, unknown>).map((d): Change => {
    const pointer = '/' + d.path.map(escape).join('/');
    if (d.type === 'CREATE') return { pointer, after: d.value };
    if (d.type === 'REMOVE') return { pointer, before: d.oldValue };
    return { pointer, before: d.oldValue, after: d.value };
  });
}
