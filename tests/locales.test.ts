import { describe, expect, it } from 'vitest';
import { checkRepository, formatProblems, type CheckName } from '../scripts/checkLocales';

// Every check over the whole repository; a failure lists each problem as `file:line  key  message`.
const results = checkRepository();

const cases: [CheckName, string][] = [
  ['catalogs', 'locales/bn and locales/en hold the same namespaces and keys, none empty'],
  ['placeholders', 'each key interpolates the same {{placeholders}} in bn and en'],
  ['jsx', 'src/ and renderers/ write no user-visible text into JSX'],
  ['config', 'every labelKey and messageKey in config/ exists in bn and en'],
  ['errors', 'every message key of server/errors.ts exists in bn and en'],
  ['numerals', 'locale strings and the demo content write figures in Latin digits (the numeral rule)'],
];

describe('locales', () => {
  it.each(cases)('%s: %s', (check) => {
    const problems = results[check];
    expect(problems, `\n${formatProblems(problems)}\n`).toEqual([]);
  });
});
