import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calls } from '../src/generated/calls';

// docs/fields.md: who may write and read which field, call by call (ASVS 8.1.2), made from the call
// table and the request and response schemas, so it cannot drift from what the server enforces.
// `npx tsx scripts/fieldAccess.ts` writes it; tests/fieldAccess.test.ts fails when it is stale.

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[] };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (file: string): Schema => JSON.parse(readFileSync(file, 'utf8')) as Schema;

/** A schema with its $ref followed (to another file, or a definition of one), from the file it sits in. */
function resolve(schema: Schema, file: string): { schema: Schema; file: string } {
  if (!schema.$ref) return { schema, file };
  const [path, pointer] = schema.$ref.split('#') as [string, string | undefined];
  const target = path ? join(dirname(file), path) : file;
  let found = load(target) as Record<string, unknown>;
  for (const part of (pointer ?? '').split('/').filter(Boolean)) found = found[part] as Record<string, unknown>;
  return resolve(found, target);
}

/** Field names, one level into objects and lists: `sessions[]{id, current}`. */
function fields(schema: Schema, file: string, depth = 0): string[] {
  const r = resolve(schema, file);
  const s = r.schema;
  const variant = s.oneOf ?? s.anyOf ?? s.allOf;
  if (variant) return [...new Set(variant.flatMap((v) => fields(v, r.file, depth)))];
  if (s.type === 'array' && s.items) {
    const inner = fields(s.items, r.file, depth + 1);
    return inner.length ? [`[]{${inner.join(', ')}}`] : ['[]'];
  }
  if (!s.properties) return [];
  return Object.entries(s.properties).map(([name, sub]) => {
    if (depth > 0) return name;
    const inner = fields(sub, r.file, depth + 1);
    if (inner.length === 0) return name;
    // A list of objects reads `name[]{…}`, an object `name{…}`.
    if (inner.length === 1 && inner[0]!.startsWith('[]')) return `${name}${inner[0]}`;
    return `${name}{${inner.join(', ')}}`;
  });
}

const schemaFile = (id: string) => join(root, 'schemas', id);
const cell = (list: string[]) => (list.length ? list.map((f) => `\`${f}\``).join(', ') : '—');

/** The markdown of docs/fields.md. */
export function fieldAccessDoc(): string {
  const rows = Object.entries(calls)
    .filter(([name]) => !name.startsWith('dev/'))
    .map(([name, c]) => {
      const call = c as { method: string; path: string; session: boolean; realAccount: boolean; roles: readonly string[] | null; request: string; response: string };
      const who = call.roles ? ['admin', ...call.roles.filter((r) => r !== 'admin')].join(', ') : name.startsWith('vendor/') ? 'a game vendor (signed body)' : call.session ? (call.realAccount ? 'the member (not a trial account)' : 'the member') : 'anyone';
      const request = fields(load(schemaFile(call.request)), schemaFile(call.request));
      const response = fields(load(schemaFile(call.response)), schemaFile(call.response));
      return { group: call.roles ? 'Operators (console)' : name.startsWith('vendor/') ? 'Game vendors' : call.session ? 'Members, signed in' : 'Anyone', line: `| \`${call.method} ${call.path}\` | ${who} | ${cell(request)} | ${cell(response)} |` };
    });
  const groups = ['Anyone', 'Members, signed in', 'Operators (console)', 'Game vendors'];
  return [
    '# Who writes and reads which field',
    '',
    'Made by `npx tsx scripts/fieldAccess.ts` from the call table and the schemas; a test fails when it is out of date.',
    'A request may hold only the fields its schema names (anything else is refused before the handler runs), and an',
    "answer carries only the fields its schema names (anything else is dropped when it is written). A member's calls",
    "read and write that member's own records only; an operator's, the brand the call names. Rules finer than a",
    'field (a real name set once, a content operator drafting only the footer, a secret written and never read back)',
    'are in docs/decisions/ and docs/security.md (8.2.3).',
    '',
    ...groups.flatMap((g) => ['', `## ${g}`, '', '| Call | Who | Writes | Reads |', '| --- | --- | --- | --- |', ...rows.filter((r) => r.group === g).map((r) => r.line)]),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, 'docs', 'fields.md'), fieldAccessDoc());
  console.log('wrote docs/fields.md');
}
