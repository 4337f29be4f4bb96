import { describe, expect, it } from 'vitest';
import {
  checkNumerals,
  buildCatalogs,
  checkCatalogs,
  checkKeyRefs,
  checkPlaceholders,
  collectConfigKeyRefs,
  collectErrorKeyRefs,
  findJsxLiterals,
  flattenCatalog,
  formatProblems,
  placeholdersOf,
  type LocaleFile,
} from './checkLocales';

const file = (lang: string, namespace: string, doc: unknown): LocaleFile => ({
  lang,
  namespace,
  file: `locales/${lang}/${namespace}.json`,
  text: typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2),
});

describe('catalogs', () => {
  it('flattens nested keys and arrays the way i18next reads them', () => {
    expect([...flattenCatalog({ a: { b: 'x', c: ['y', 'z'] }, d: 'w' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.0', 'y'],
      ['a.c.1', 'z'],
      ['d', 'w'],
    ]);
  });

  it('accepts matching catalogs', () => {
    expect(checkCatalogs([file('bn', 'common', { hi: 'হাই' }), file('en', 'common', { hi: 'Hi' })], ['bn', 'en'])).toEqual([]);
  });

  it('reports a key missing in either language, against the file that lacks it, with the line', () => {
    const problems = checkCatalogs([file('bn', 'common', { hi: 'হাই', bye: 'বিদায়' }), file('en', 'common', { hi: 'Hi', extra: 'Extra' })]);
    expect(problems).toEqual([
      expect.objectContaining({ check: 'catalogs', file: 'locales/en/common.json', key: 'common:bye' }),
      expect.objectContaining({ check: 'catalogs', file: 'locales/bn/common.json', key: 'common:extra' }),
    ]);
    expect(problems[0]!.message).toContain('locales/bn/common.json');
  });

  it('reports a namespace file that exists in one language only, and a language with no files', () => {
    const problems = checkCatalogs([file('bn', 'wallet', { a: 'ক' }), file('bn', 'common', { a: 'ক' }), file('en', 'common', { a: 'A' })], ['bn', 'en', 'hi']);
    expect(problems.map((p) => [p.file, p.message.split(' (')[0]])).toEqual([
      ['locales/hi/common.json', 'is missing'],
      ['locales/en/wallet.json', 'is missing'],
      ['locales/hi/wallet.json', 'is missing'],
    ]);
  });

  it('reports empty and non-text values with their line', () => {
    const problems = checkCatalogs([file('bn', 'ui', { ok: 'ঠিক', blank: '  ', n: 3 }), file('en', 'ui', { ok: 'OK', blank: 'Blank', n: 'Three' })]);
    expect(problems).toEqual([
      { check: 'catalogs', file: 'locales/bn/ui.json', line: 3, key: 'ui:blank', message: 'is empty' },
      { check: 'catalogs', file: 'locales/bn/ui.json', line: 4, key: 'ui:n', message: 'is 3, not text' },
    ]);
  });

  it('reports a file that is not JSON', () => {
    const problems = checkCatalogs([file('bn', 'ui', '{ "a": '), file('en', 'ui', { a: 'A' })]);
    expect(problems).toEqual([expect.objectContaining({ file: 'locales/bn/ui.json' })]);
    expect(problems[0]!.message).toMatch(/^is not valid JSON/);
  });
});

describe('placeholders', () => {
  it('reads every form i18next interpolates', () => {
    expect(placeholdersOf('{{a}} {{ b }} {{- c}} {{d, number}} {{a}} { e } {{')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('accepts the same placeholders in another order', () => {
    expect(checkPlaceholders([file('bn', 'e', { k: '{{b}} ও {{a}}' }), file('en', 'e', { k: '{{a}} and {{b}}' })])).toEqual([]);
  });

  it('reports a placeholder that differs, renamed or dropped', () => {
    const problems = checkPlaceholders([
      file('bn', 'e', { k: '{{field}}: {{reason}}', m: 'কিছু {{count}}' }),
      file('en', 'e', { k: '{{feild}}: {{reason}}', m: 'Some' }),
    ]);
    expect(problems).toEqual([
      { check: 'placeholders', file: 'locales/en/e.json', line: 2, key: 'e:k', message: 'has placeholders {{feild}} {{reason}} but bn has {{field}} {{reason}}' },
      { check: 'placeholders', file: 'locales/en/e.json', line: 3, key: 'e:m', message: 'has placeholders none but bn has {{count}}' },
    ]);
  });
});

describe('key references', () => {
  const { catalogs } = buildCatalogs([
    file('bn', 'member', { withdraw: 'উত্তোলন', nested: { deep: 'গভীর' }, onlyBn: 'শুধু' }),
    file('en', 'member', { withdraw: 'Withdraw', nested: { deep: 'Deep' }, onlyBn: '' }),
  ]);

  it('collects labelKey and messageKey anywhere in a document, with JSON pointers', () => {
    const doc = { memberPages: [{ key: 'withdraw', labelKey: 'member:withdraw' }], patterns: { 'a/b': { messageKey: 'validation:x', label: 'not me' } } };
    expect(collectConfigKeyRefs('config/x.json', doc)).toEqual([
      { file: 'config/x.json', ref: 'member:withdraw', pointer: '/memberPages/0/labelKey' },
      { file: 'config/x.json', ref: 'validation:x', pointer: '/patterns/a~1b/messageKey' },
    ]);
  });

  it('accepts keys present in every language, flat or nested', () => {
    const refs = [
      { file: 'c.json', ref: 'member:withdraw' },
      { file: 'c.json', ref: 'member:nested.deep' },
    ];
    expect(checkKeyRefs(refs, catalogs, 'config', ['bn', 'en'])).toEqual([]);
  });

  it('reports a key missing or empty in a language, a missing namespace and a malformed reference', () => {
    const refs = [
      { file: 'c.json', ref: 'member:onlyBn', pointer: '/a' },
      { file: 'c.json', ref: 'member:nope', pointer: '/b' },
      { file: 'c.json', ref: 'agent:x', pointer: '/c' },
      { file: 'c.json', ref: 'no namespace', pointer: '/d' },
    ];
    expect(checkKeyRefs(refs, catalogs, 'config', ['bn', 'en']).map((p) => `${p.key}  ${p.message}`)).toEqual([
      'member:onlyBn  at /a: missing or empty in locales/en/member.json',
      'member:nope  at /b: missing or empty in locales/bn/member.json; missing or empty in locales/en/member.json',
      'agent:x  at /c: locales/bn/agent.json does not exist; locales/en/agent.json does not exist',
      'no namespace  at /d: "no namespace" is not of the form namespace:key',
    ]);
  });

  it('reads the message keys of the error table with their lines', () => {
    const source = 'export const errorTable = {\n  BAD_JSON: 400,\n  UNAUTHORIZED: 401,\n} as const;\n';
    expect(collectErrorKeyRefs('server/errors.ts', source)).toEqual([
      { file: 'server/errors.ts', ref: 'errors:bad_json', line: 2 },
      { file: 'server/errors.ts', ref: 'errors:unauthorized', line: 3 },
    ]);
  });
});

describe('JSX literals', () => {
  const found = (source: string) => findJsxLiterals('src/x.tsx', source).map((p) => `${p.line} ${p.key}`);

  it('reports text children with letters, in any script, with their line', () => {
    const src = `export function A({ n }: { n: number }) {\n  return (\n    <div>\n      Hello {n}\n      <b>বাংলা</b>\n    </div>\n  );\n}\n`;
    expect(found(src)).toEqual(['4 Hello', '5 বাংলা']);
  });

  it('reports string children and strings an expression can only evaluate to', () => {
    const src = "const A = ({ ok }: { ok: boolean }) => <p>{'Saved'}{ok ? 'Yes' : \"No\"}{ok && `Done`}</p>;\n";
    expect(found(src)).toEqual(['1 Saved', '1 Yes', '1 No', '1 Done']);
  });

  it('reports the visible attributes, literal or in braces', () => {
    const src = [
      'const A = () => (',
      '  <>',
      '    <img alt="Logo" src="/logo.svg" />',
      "    <input placeholder={'Your name'} name=\"username\" type=\"text\" />",
      '    <button title="Close" aria-label="Close dialog" className="icon" />',
      '    <Field label="Password" id="pw" />',
      '  </>',
      ');',
    ].join('\n');
    expect(found(src)).toEqual(['3 Logo', '4 Your name', '5 Close', '5 Close dialog', '6 Password']);
    expect(findJsxLiterals('src/x.tsx', src)[0]!.message).toBe(`alt="Logo" is written into JSX; take it from locales/ (t('namespace:key'))`);
  });

  it('accepts translated text, symbols, numbers, keys passed to be translated, and marked exceptions', () => {
    const src = [
      "import { useTranslation } from 'react-i18next';",
      'export function A({ amount }: { amount: string }) {',
      "  const { t } = useTranslation('wallet');",
      '  return (',
      "    <section aria-label={t('wallet:balance')} title={t('title', { defaultValue: 'x' })}>",
      '      {t(\'wallet:balance\')}: ₹{amount} · 100% — {" "}&nbsp;&copy;',
      '      <img alt="" src="/x.png" />',
      '      <Field label="member:username" />',
      '      {/* i18n-ignore: the product name is the same in every language */}',
      '      <span>Marquee</span>',
      '      <span className="big-text" data-name="Name">{`${amount}`}</span>',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(found(src)).toEqual([]);
  });

  it('ignores strings outside JSX', () => {
    expect(found("export const label = 'Hello';\nexport const m = { title: 'Hi' };\n")).toEqual([]);
  });

  it('reports a file it cannot parse instead of passing it', () => {
    const problems = findJsxLiterals('src/bad.tsx', 'const A = () => <div>;\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^cannot be parsed/);
  });
});

describe('formatProblems', () => {
  it('writes one line per problem: file:line, key, message', () => {
    expect(
      formatProblems([
        { check: 'jsx', file: 'src/x.tsx', line: 3, key: 'Hello', message: 'text "Hello" is text in JSX' },
        { check: 'catalogs', file: 'locales/en/ui.json', message: 'is missing' },
      ]),
    ).toBe('src/x.tsx:3  Hello  text "Hello" is text in JSX\nlocales/en/ui.json  is missing');
  });
});

describe('numerals', () => {
  it('finds each Bengali digit with its line, and passes Latin figures inside Bengali text', () => {
    const text = '{\n  "a": "৳5,000 বোনাস",\n  "b": "১২৮-বিট"\n}';
    expect(checkNumerals([{ file: 'locales/bn/x.json', text }])).toEqual([
      expect.objectContaining({ check: 'numerals', file: 'locales/bn/x.json', line: 3, key: '১' }),
      expect.objectContaining({ line: 3, key: '২' }),
      expect.objectContaining({ line: 3, key: '৮' }),
    ]);
  });
});
