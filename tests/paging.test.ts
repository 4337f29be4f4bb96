import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../server/config';

// The product names a page `pageNo` and its length `pageSize` (SPEC: the game list, favourites,
// recent games); every paged call, the site's and the console's, says it the same way.

type Schema = { properties?: Record<string, unknown>; required?: string[] };

function requestSchemas(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return requestSchemas(path);
    return e.name.endsWith('.request.json') ? [path] : [];
  });
}

const schemas = requestSchemas(join(projectRoot, 'schemas/api')).map((path) => ({
  name: relative(projectRoot, path),
  schema: JSON.parse(readFileSync(path, 'utf8')) as Schema,
}));

describe('paging', () => {
  it('reads the request schemas', () => {
    expect(schemas.filter((s) => s.schema.properties?.pageNo !== undefined).length).toBeGreaterThan(10);
  });

  it('is pageNo and pageSize in every request, never another name for the page', () => {
    const otherNames = /^(page|pageNumber|pageNum|pageIndex|currentPage|page_no|page_number)$/;
    const offenders = schemas.flatMap(({ name, schema }) =>
      Object.keys(schema.properties ?? {})
        .filter((key) => otherNames.test(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every paged request its pageSize beside its pageNo', () => {
    const offenders = schemas
      .filter(({ schema }) => schema.properties?.pageNo !== undefined && schema.properties.pageSize === undefined)
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });
});
