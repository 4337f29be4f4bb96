import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it.each<[string, Array<string | number>, string]>([
    ['I am over {0} years old', [18], 'I am over 18 years old'],
    ['Content must be between {0} and {1} words', [10, 500], 'Content must be between 10 and 500 words'],
    ['{1} before {0}', ['a', 'b'], 'b before a'],
    ['{0}{0}', ['x'], 'xx'],
    ['Please enter an {0}-digit phone number', ['11'], 'Please enter an 11-digit phone number'],
    ['missing {1}', ['only'], 'missing {1}'],
    ['no slots to fill', [1], 'no slots to fill'],
    ['{name} is not positional', ['x'], '{name} is not positional'],
    // An argument is inserted as text, never read as a replacement pattern.
    ['cost {0}', ['$&'], 'cost $&'],
    ['{0} বছর', [18], '18 বছর'],
  ])('%j with %j', (text, args, expected) => {
    expect(fillTemplate(text, args)).toBe(expected);
  });
});
