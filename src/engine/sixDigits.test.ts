import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sixDigits } from './sixDigits';

describe('sixDigits', () => {
  it('is the pattern the schemas check on the server', () => {
    const common = JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas/api/common.schema.json'), 'utf8')) as { definitions: { SixDigits: { pattern: string } } };
    expect(sixDigits.source).toBe(common.definitions.SixDigits.pattern);
  });

  it('takes six digits and nothing else', () => {
    expect(sixDigits.test('013579')).toBe(true);
    for (const no of ['12345', '1234567', '12 456', '١٢٣٤٥٦', '১২৩৪৫৬', 'abcdef', '']) expect(sixDigits.test(no)).toBe(false);
  });
});
