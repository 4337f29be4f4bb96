// The i18n completeness check. Pure functions over file contents, and `checkRepository` that reads
// the repository and runs them all. tests/locales.test.ts fails `npm test` on any problem;
// `tsx scripts/checkLocales.ts` prints the same list.
//
// JSX is parsed with the oxc parser that Vite exports (`parseSync`): typescript 7 is the native
// port and its package exposes no JavaScript compiler API (`createSourceFile`), only an IPC client
// for the native binary, while Vite (already a dependency) ships a complete TSX parser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

export type CheckName = 'catalogs' | 'placeholders' | 'jsx' | 'config' | 'errors' | 'numerals';

export interface LocaleProblem {
  check: CheckName;
  /** Relative to the repository root, with forward slashes. */
  file: string;
  line?: number;
  /** `namespace:key`, a JSON pointer or the offending text, whichever locates it best. */
  key?: string;
  message: string;
}

/** One locales/<lang>/<namespace>.json. */
export interface LocaleFile {
  lang: string;
  namespace: string;
  file: string;
  text: string;
}

/** lang → namespace → flattened key → value. */
export type Catalogs = Map<string, Map<string, Map<string, unknown>>>;

// ---------------------------------------------------------------------------------------------
// Catalogs

/** Nested objects and arrays become dotted keys, as i18next reads them (`a.b`, `list.0`). */
export function flattenCatalog(doc: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (doc !== null && typeof doc === 'object') {
    const entries = Array.isArray(doc) ? doc.map((v, i) => [String(i), v] as const) : Object.entries(doc);
    if (entries.length === 0 && prefix) out.set(prefix, doc);
    for (const [k, v] of entries) flattenCatalog(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, doc);
  }
  return out;
}

/** The line of a key's last segment in a JSON text, when it can be found. */
function lineOfKey(text: string, key: string): number | undefined {
  const last = key.split('.').pop()!;
  const at = text.search(new RegExp(`"${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`));
  return at < 0 ? undefined : lineAt(lineStarts(text), at);
}

/** Parses every file; a file that is not a JSON object is itself a problem. */
export function buildCatalogs(files: readonly LocaleFile[]): { catalogs: Catalogs; problems: LocaleProblem[] } {
  const catalogs: Catalogs = new Map();
  const problems: LocaleProblem[] = [];
  for (const f of files) {
    let doc: unknown;
    try {
      doc = JSON.parse(f.text);
    } catch (err) {
      problems.push({ check: 'catalogs', file: f.file, message: `is not valid JSON (${(err as Error).message})` });
      continue;
    }
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
      problems.push({ check: 'catalogs', file: f.file, message: 'must hold a JSON object of keys' });
      continue;
    }
    const byNs = catalogs.get(f.lang) ?? new Map<string, Map<string, unknown>>();
    catalogs.set(f.lang, byNs);
    byNs.set(f.namespace, flattenCatalog(doc));
  }
  return { catalogs, problems };
}

/**
 * (a) Every namespace file and every key exists in every language, and every value is non-empty
 * text. A key present in any language and missing in another is reported against the one missing it.
 */
export function checkCatalogs(files: readonly LocaleFile[], languages: readonly string[] = []): LocaleProblem[] {
  const { catalogs, problems } = buildCatalogs(files);
  const langs = [...new Set([...languages, ...files.map((f) => f.lang)])].sort();
  const fileOf = (lang: string, ns: string) => files.find((f) => f.lang === lang && f.namespace === ns);
  const shown = (lang: string, ns: string) => fileOf(lang, ns)?.file ?? `locales/${lang}/${ns}.json`;
  const namespaces = [...new Set(files.map((f) => f.namespace))].sort();

  for (const ns of namespaces) {
    const present = langs.filter((l) => fileOf(l, ns));
    for (const lang of langs) {
      if (!fileOf(lang, ns)) {
        problems.push({ check: 'catalogs', file: shown(lang, ns), message: `is missing (${present.map((l) => shown(l, ns)).join(', ')} exists)` });
      }
    }
    const keys = new Set<string>();
    for (const lang of langs) for (const k of catalogs.get(lang)?.get(ns)?.keys() ?? []) keys.add(k);
    for (const key of [...keys].sort()) {
      for (const lang of present) {
        const cat = catalogs.get(lang)?.get(ns);
        if (!cat) continue; // not valid JSON: reported already
        const text = fileOf(lang, ns)!.text;
        if (!cat.has(key)) {
          const holders = present.filter((l) => catalogs.get(l)?.get(ns)?.has(key));
          problems.push({ check: 'catalogs', file: shown(lang, ns), key: `${ns}:${key}`, message: `is missing (present in ${holders.map((l) => shown(l, ns)).join(', ')})` });
          continue;
        }
        const value = cat.get(key);
        const line = lineOfKey(text, key);
        if (typeof value !== 'string') {
          problems.push({ check: 'catalogs', file: shown(lang, ns), line, key: `${ns}:${key}`, message: `is ${JSON.stringify(value)}, not text` });
        } else if (value.trim() === '') {
          problems.push({ check: 'catalogs', file: shown(lang, ns), line, key: `${ns}:${key}`, message: 'is empty' });
        }
      }
    }
  }
  return problems;
}

/** `{{name}}`, `{{ name }}`, `{{- name}}` (unescaped) and `{{name, format}}` all name `name`. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*-?\s*([^\s,}]+)\s*(?:,[^}]*)?\}\}/g)) names.add(m[1]!);
  return [...names].sort();
}

/** (b) The same key interpolates the same placeholders in every language. */
export function checkPlaceholders(files: readonly LocaleFile[]): LocaleProblem[] {
  const { catalogs } = buildCatalogs(files);
  const langs = [...catalogs.keys()].sort();
  const [first, ...rest] = langs;
  if (!first) return [];
  const problems: LocaleProblem[] = [];
  for (const [ns, base] of catalogs.get(first)!) {
    for (const [key, value] of base) {
      if (typeof value !== 'string') continue;
      const want = placeholdersOf(value);
      for (const lang of rest) {
        const other = catalogs.get(lang)?.get(ns)?.get(key);
        if (typeof other !== 'string') continue; // missing: the catalog check reports it
        const got = placeholdersOf(other);
        if (want.join('\0') !== got.join('\0')) {
          const f = files.find((x) => x.lang === lang && x.namespace === ns)!;
          const show = (l: string[]) => (l.length ? l.map((n) => `{{${n}}}`).join(' ') : 'none');
          problems.push({
            check: 'placeholders',
            file: f.file,
            line: lineOfKey(f.text, key),
            key: `${ns}:${key}`,
            message: `has placeholders ${show(got)} but ${first} has ${show(want)}`,
          });
        }
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Key references

export interface KeyRef {
  file: string;
  /** `namespace:key` as written. */
  ref: string;
  line?: number;
  /** Where in a JSON document. */
  pointer?: string;
}

const keyRefShape = /^([A-Za-z][\w-]*):(\S+)$/;

/** True when the key holds text; catalogs are flattened, so `a.b` finds a nested key and a dotted one alike. */
function hasKey(catalogs: Catalogs, lang: string, ns: string, key: string): boolean {
  const cat = catalogs.get(lang)?.get(ns);
  if (!cat) return false;
  const v = cat.get(key);
  return typeof v === 'string' && v.trim() !== '';
}

/** (d)/(e) Every reference names an existing, non-empty key in every language. */
export function checkKeyRefs(refs: readonly KeyRef[], catalogs: Catalogs, check: CheckName, languages: readonly string[] = []): LocaleProblem[] {
  const langs = [...new Set([...languages, ...catalogs.keys()])].sort();
  const problems: LocaleProblem[] = [];
  for (const r of refs) {
    const where = { check, file: r.file, ...(r.line !== undefined ? { line: r.line } : {}) };
    const at = r.pointer ? `at ${r.pointer}: ` : '';
    const m = keyRefShape.exec(r.ref);
    if (!m) {
      problems.push({ ...where, key: r.ref, message: `${at}${JSON.stringify(r.ref)} is not of the form namespace:key` });
      continue;
    }
    const [, ns, key] = m as unknown as [string, string, string];
    const gaps = langs.flatMap((l) => {
      if (!catalogs.get(l)?.has(ns)) return [`locales/${l}/${ns}.json does not exist`];
      return hasKey(catalogs, l, ns, key) ? [] : [`missing or empty in locales/${l}/${ns}.json`];
    });
    if (gaps.length) problems.push({ ...where, key: r.ref, message: `${at}${gaps.join('; ')}` });
  }
  return problems;
}

/** Every string value of a property named in `props`, anywhere in a JSON document, with its pointer. */
export function collectConfigKeyRefs(file: string, doc: unknown, props: readonly string[] = ['labelKey', 'messageKey']): KeyRef[] {
  const refs: KeyRef[] = [];
  const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const walk = (v: unknown, pointer: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${pointer}/${i}`));
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = `${pointer}/${esc(k)}`;
        if (props.includes(k)) {
          refs.push({ file, ref: typeof x === 'string' ? x : JSON.stringify(x), pointer: p });
        } else walk(x, p);
      }
    }
  };
  walk(doc, '');
  return refs;
}

/** (e) The codes of server/errors.ts's table (`CODE: status,`): each one's message is errors:<code in lower case>. */
export function collectErrorKeyRefs(file: string, source: string): KeyRef[] {
  const starts = lineStarts(source);
  return [...source.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:\s*\d{3}\s*,/gm)].map((m) => ({ file, ref: `errors:${m[1]!.toLowerCase()}`, line: lineAt(starts, m.index) + (m[0].match(/^\n*/)![0].length) }));
}

// ---------------------------------------------------------------------------------------------
// JSX

/** Attributes whose value a person reads (or hears, through a screen reader). */
export const visibleAttributes = ['title', 'alt', 'aria-label', 'placeholder', 'label'] as const;

/** Character references (`&nbsp;`, `&#169;`) are symbols, not words; the parser leaves them undecoded. */
const hasLetter = (s: string) => /\p{L}/u.test(s.replace(/&(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#x[0-9a-fA-F]+);/g, ' '));
/** A translation key passed for a component to translate (`label="member:username"`) is not text. */
const looksLikeKey = (s: string) => /^[a-z][\w-]*:[\w.-]+$/.test(s);

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [k: string]: unknown;
}

const isNode = (v: unknown): v is AstNode => v !== null && typeof v === 'object' && typeof (v as AstNode).type === 'string';

/**
 * The string literals an expression can evaluate to without calling anything: a literal, a
 * template's fixed parts, either branch of `?:`, the sides of `&&`/`||`/`??`. Arguments of calls
 * (`t('ns:key')`) are deliberately not entered.
 */
function staticStrings(e: unknown): { text: string; start: number }[] {
  if (!isNode(e)) return [];
  switch (e.type) {
    case 'Literal':
      return typeof e.value === 'string' ? [{ text: e.value, start: e.start }] : [];
    case 'TemplateLiteral':
      return (e.quasis as AstNode[]).map((q) => ({ text: String((q.value as { cooked?: string; raw: string }).cooked ?? (q.value as { raw: string }).raw), start: q.start }));
    case 'ConditionalExpression':
      return [...staticStrings(e.consequent), ...staticStrings(e.alternate)];
    case 'LogicalExpression':
      return [...staticStrings(e.left), ...staticStrings(e.right)];
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return staticStrings(e.expression);
    default:
      return [];
  }
}

const shorten = (s: string) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

/**
 * (c) User-visible text written into JSX instead of taken from locales/: text children with a
 * letter in them, string children (`{'…'}`), and string values of the attributes in
 * `visibleAttributes`. A comment holding `i18n-ignore` on the same line or the line above lets
 * one through (a brand-independent symbol, a code sample).
 */
export function findJsxLiterals(file: string, source: string): LocaleProblem[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.jsx') ? 'jsx' : file.endsWith('.ts') ? 'ts' : 'js';
  const result = parseSync(file, source, { lang, sourceType: 'module' });
  const errors = result.errors.filter((e) => e.severity === 'Error');
  if (errors.length) {
    const e = errors[0]!;
    const offset = e.labels?.[0]?.start;
    return [{ check: 'jsx', file, ...(offset !== undefined ? { line: lineAt(lineStarts(source), offset) } : {}), message: `cannot be parsed: ${e.message}` }];
  }
  const starts = lineStarts(source);
  const ignored = new Set<number>();
  for (const c of result.comments) {
    if (!c.value.includes('i18n-ignore')) continue;
    const line = lineAt(starts, c.end);
    ignored.add(line);
    ignored.add(line + 1);
  }
  const problems: LocaleProblem[] = [];
  const report = (offset: number, text: string, what: string) => {
    if (!hasLetter(text) || looksLikeKey(text.trim())) return;
    const line = lineAt(starts, offset);
    if (ignored.has(line)) return;
    const shown = what.endsWith('=') ? `${what}${JSON.stringify(shorten(text))}` : `${what} ${JSON.stringify(shorten(text))}`;
    problems.push({ check: 'jsx', file, line, key: shorten(text), message: `${shown} is written into JSX; take it from locales/ (t('namespace:key'))` });
  };

  const visit = (node: AstNode) => {
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      for (const child of node.children as AstNode[]) {
        if (child.type === 'JSXText') report(child.start + (String(child.value).length - String(child.value).trimStart().length), String(child.value), 'text');
        else if (child.type === 'JSXExpressionContainer') for (const s of staticStrings(child.expression)) report(s.start, s.text, 'string child');
      }
    }
    if (node.type === 'JSXAttribute') {
      const n = node.name as AstNode;
      const name = n.type === 'JSXIdentifier' ? String(n.name) : '';
      if ((visibleAttributes as readonly string[]).includes(name)) {
        const v = node.value as AstNode | null;
        if (v?.type === 'Literal' && typeof v.value === 'string') report(v.start, v.value, `${name}=`);
        else if (v?.type === 'JSXExpressionContainer') for (const s of staticStrings(v.expression)) report(s.start, s.text, `${name}=`);
      }
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'start' || k === 'end' || k === 'type') continue;
      if (Array.isArray(v)) {
        for (const x of v) if (isNode(x)) visit(x);
      } else if (isNode(v)) visit(v);
    }
  };
  visit(result.program as unknown as AstNode);
  return problems.sort((a, b) => a.line! - b.line!);
}

// ---------------------------------------------------------------------------------------------
// The repository

/** The languages every key must exist in (server/i18n.ts `languages`). */
export const requiredLanguages = ['bn', 'en'] as const;

export const repositoryRoot = join(fileURLToPath(new URL('.', import.meta.url)), '..');

function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? (e.name === 'node_modules' ? [] : listFiles(join(dir, e.name), keep)) : keep(e.name) ? [join(dir, e.name)] : []))
    .sort();
}

export function readLocaleFiles(root: string): LocaleFile[] {
  const dir = join(root, 'locales');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      readdirSync(join(dir, e.name))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => ({ lang: e.name, namespace: f.slice(0, -5), file: `locales/${e.name}/${f}`, text: readFileSync(join(dir, e.name, f), 'utf8') })),
    );
}

const rel = (root: string, f: string) => relative(root, f).split('\\').join('/');

// The numeral rule (docs/decisions/0175-numerals-latin-digits-for-every-figure.md): figures are written in Latin digits in every
// language, also inside our own Bengali texts, so a player never sees ৫০০ in one place and 500 in
// another. Bengali digits in these files are a figure someone forgot.
const bengaliDigit = /[\u09E6-\u09EF]/;

/** (f) No Bengali digit in a locale string or in the demo content players read (notices, announcements, help). */
export function checkNumerals(files: readonly { file: string; text: string }[]): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  for (const f of files) {
    const starts = lineStarts(f.text);
    for (const m of f.text.matchAll(new RegExp(bengaliDigit.source, 'g'))) {
      problems.push({ check: 'numerals', file: f.file, line: lineAt(starts, m.index), key: m[0], message: 'writes a figure in Bengali digits; figures use Latin digits 0-9 in every language' });
    }
  }
  return problems;
}

/** Runs every check over the repository at `root`; each list is empty when all is well. */
export function checkRepository(root = repositoryRoot): Record<CheckName, LocaleProblem[]> {
  const localeFiles = readLocaleFiles(root);
  const { catalogs } = buildCatalogs(localeFiles);

  const tsx = ['src', 'renderers'].flatMap((d) => listFiles(join(root, d), (n) => n.endsWith('.tsx') && !n.endsWith('.test.tsx')));
  const jsx = tsx.flatMap((f) => findJsxLiterals(rel(root, f), readFileSync(f, 'utf8')));

  const configProblems: LocaleProblem[] = [];
  const configRefs = listFiles(join(root, 'config'), (n) => n.endsWith('.json')).flatMap((f) => {
    try {
      return collectConfigKeyRefs(rel(root, f), JSON.parse(readFileSync(f, 'utf8')));
    } catch (err) {
      configProblems.push({ check: 'config', file: rel(root, f), message: `is not valid JSON (${(err as Error).message})` });
      return [];
    }
  });

  const errorsFile = join(root, 'server', 'errors.ts');
  const errorRefs = existsSync(errorsFile) ? collectErrorKeyRefs(rel(root, errorsFile), readFileSync(errorsFile, 'utf8')) : [];

  return {
    catalogs: checkCatalogs(localeFiles, requiredLanguages),
    placeholders: checkPlaceholders(localeFiles),
    jsx,
    config: [...configProblems, ...checkKeyRefs(configRefs, catalogs, 'config', requiredLanguages)],
    errors: checkKeyRefs(errorRefs, catalogs, 'errors', requiredLanguages),
    numerals: checkNumerals([
      ...localeFiles,
      ...['notices', 'announcements', 'help']
        .map((n) => join(root, 'config', 'seed', `${n}.json`))
        .filter((f) => existsSync(f))
        .map((f) => ({ file: rel(root, f), text: readFileSync(f, 'utf8') })),
    ]),
  };
}

/** One line per problem: `file:line  key  message`. */
export function formatProblems(problems: readonly LocaleProblem[]): string {
  return problems.map((p) => `${p.file}${p.line !== undefined ? `:${p.line}` : ''}  ${p.key ? `${p.key}  ` : ''}${p.message}`).join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = checkRepository();
  let count = 0;
  for (const [name, problems] of Object.entries(results)) {
    if (!problems.length) continue;
    count += problems.length;
    console.log(`== ${name} (${problems.length})\n${formatProblems(problems)}\n`);
  }
  console.log(count ? `${count} locale problem(s)` : 'locales: no problems');
  process.exitCode = count ? 1 : 0;
}
