import { describe, expect, it } from 'vitest';
import { holdsMarkup } from './plainText';

describe('holdsMarkup', () => {
  it.each(['<b>Bonus</b>', '<img src=x onerror=alert(1)>', 'Bonus</title>', '<!-- x -->', '<?xml ?>', 'a <SCRIPT>'])('finds markup in %s', (title) => {
    expect(holdsMarkup(title)).toBe(true);
  });
  it.each(['Weekend bonus', '5 < 6', 'I <3 cricket', 'Tom & Jerry', '&lt;b&gt;', 'সপ্তাহান্তের বোনাস'])('leaves %s as text', (title) => {
    expect(holdsMarkup(title)).toBe(false);
  });
});
