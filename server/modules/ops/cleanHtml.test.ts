import { describe, expect, it } from 'vitest';
import { cleanHtml } from './cleanHtml';

describe('cleanHtml', () => {
  it('keeps formatting, lists and links', () => {
    expect(cleanHtml('<p><b>Bonus</b> <a href="https://example.com/x">terms</a></p><ul><li>one</li></ul>')).toBe(
      '<p><b>Bonus</b> <a href="https://example.com/x" rel="noopener noreferrer">terms</a></p><ul><li>one</li></ul>',
    );
  });
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="https://x.test/a.png" onerror="alert(1)">', '<img src="https://x.test/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a style block and attribute', '<style>body{}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['a frame and a form', '<iframe src="https://x.test"></iframe><form><input></form>ok', 'ok'],
  ])('drops %s', (_name, html, clean) => {
    expect(cleanHtml(html)).toBe(clean);
  });
});
