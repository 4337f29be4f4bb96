import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const schemasDir = new URL('../../schemas/', import.meta.url).pathname;

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listJson(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

/** A `$ref` relative to its schema's `$id` (`../common.schema.json#/…`), spelled from the root (`/api/common.schema.json#/…`). */
function absoluteRefs(node: unknown, id: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, id));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k !== '$ref' || typeof v !== 'string' || v.startsWith('#')) return [k, absoluteRefs(v, id)];
      const url = new URL(v, `schema://root${id}`);
      return [k, url.pathname + url.hash];
    }),
  );
}

/**
 * Every schema of schemas/, read once: Fastify's serializer (fast-json-stringify) and the API
 * document resolve the calls' `$ref`s against them by `$id`, which they want spelled from the root. Validation does not use them at run
 * time; it runs the validators that `npm run gen` compiled ahead of time.
 */
export const allSchemas: Array<{ $id: string } & Record<string, unknown>> = listJson(schemasDir)
  .sort()
  .map((f) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>)
  .filter((s): s is { $id: string } & Record<string, unknown> => typeof s.$id === 'string')
  .map((s) => absoluteRefs(s, s.$id) as { $id: string } & Record<string, unknown>);
