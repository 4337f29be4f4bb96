import { describe, expect, it } from 'vitest';
import { matchingHelp, suggestedHelp } from './helpSearch';

const help = [
  { id: 1, title: 'Deposits', articles: [{ id: 10, title: 'How to deposit', content: '<p>Open <b>bKash</b> and pay.</p>' }] },
  {
    id: 2,
    title: 'Account',
    articles: [
      { id: 20, title: 'Change password', content: '<p>Use the security centre.</p>' },
      { id: 21, title: 'জমা সমস্যা', content: '<p>বিকাশ দিয়ে জমা দিন</p>' },
    ],
  },
];

describe('the help search', () => {
  it('keeps everything for an empty search', () => {
    expect(matchingHelp(help, '  ')).toEqual(help);
  });
  it('finds articles by title or by text without markup, in any case, every word', () => {
    expect(matchingHelp(help, 'BKASH pay').map((c) => c.articles.map((a) => a.id))).toEqual([[10]]);
    expect(matchingHelp(help, 'security')).toEqual([{ ...help[1], articles: [help[1]!.articles[0]] }]);
    expect(matchingHelp(help, 'জমা').flatMap((c) => c.articles.map((a) => a.id))).toEqual([21]);
    expect(matchingHelp(help, '<b>')).toEqual([]);
  });
  it('keeps a whole category whose title matches', () => {
    expect(matchingHelp(help, 'account')).toEqual([help[1]]);
  });
});

describe('the help suggested before a chat', () => {
  it('ranks articles by the question’s words, a title’s twice, and leaves out those with none', () => {
    expect(suggestedHelp(help, 'How do I change my password?').map((a) => a.id)).toEqual([20, 10]);
    expect(suggestedHelp(help, 'My bKash payment').map((a) => a.id)).toEqual([10]);
  });
  it('reads Bengali words and ignores short ones and punctuation', () => {
    expect(suggestedHelp(help, 'জমা, বিকাশ!').map((a) => a.id)).toEqual([21]);
    expect(suggestedHelp(help, 'a b ok?')).toEqual([]);
  });
  it('suggests at most the number asked', () => {
    expect(suggestedHelp(help, 'the password deposit জমা', 1)).toHaveLength(1);
  });
});
