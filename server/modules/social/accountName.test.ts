import { describe, expect, it } from 'vitest';
import { accountNameBase, accountNameCandidates } from './accountName';

describe('the account name of a social sign-in', () => {
  it.each([
    ['maria.silva@gmail.com', undefined, 'mariasilva'],
    ["Zoë.O'Brien@example.com", undefined, 'zoeobrien'],
    ['12345john@example.com', undefined, 'john'],
    ['averyveryverylongname@example.com', undefined, 'averyveryver'],
    [undefined, 'Rahim Uddin', 'rahimuddin'],
    ['x@example.com', 'Karim', 'karim'],
    [undefined, 'রহিম উদ্দিন', 'player'],
    [undefined, undefined, 'player'],
  ])('%s / %s → %s', (email, name, base) => {
    expect(accountNameBase(email, name)).toBe(base);
  });

  it('tries the base first, then the base with four digits, always 6 to 16 letters and digits starting with a letter', () => {
    const names = accountNameCandidates('mariasilva');
    expect(names[0]).toBe('mariasilva');
    for (const n of names) expect(n).toMatch(/^[a-z][a-z0-9]{5,15}$/);
    for (const n of names.slice(1, -1)) expect(n).toMatch(/^mariasilva\d{4}$/);
    expect(names.at(-1)).toMatch(/^mari\d{12}$/);
    const short = accountNameCandidates('jo');
    expect(short[0]).toMatch(/^jo\d{4}$/);
    for (const n of accountNameCandidates('averyveryver')) expect(n.length).toBeLessThanOrEqual(16);
  });
});
