import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../src/generated/calls';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ profile: 'test' });
});
afterAll(() => server.close());

interface OpenApi {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

describe('the API document', () => {
  it('lists every call of the table with its method, its answer and whether it needs a session token', async () => {
    const res = await server.call<OpenApi>('/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body;
    for (const name of Object.keys(calls) as CallName[]) {
      const c = calls[name];
      const path = c.path.replace(/:(\w+)/g, '{$1}');
      // Tooling of some profiles only (/dev) is left out.
      if (c.profiles) {
        expect(doc.paths[path], `${c.method} ${c.path}`).toBeUndefined();
        continue;
      }
      const op = doc.paths[path]?.[c.method.toLowerCase()];
      expect(op, `${c.method} ${c.path}`).toBeDefined();
      expect(op!.operationId).toBe(name);
      // An address the browser opens answers it a redirect, every other call the envelope.
      expect(op!.responses).toHaveProperty(c.redirect ? '303' : '200');
      // A member's session or an operator's: either is a token in Authorization.
      expect(Boolean(op!.security), `${name} session`).toBe(c.session || c.roles !== null);
    }
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(10);
  });

  it('refers only within itself, which is all Swagger UI can follow', async () => {
    const doc = (await server.call<OpenApi>('/docs/json')).body;
    const outward: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string' && !v.startsWith('#/')) outward.push(`${at}: ${v}`);
          else walk(v, `${at}/${k}`);
        }
      }
    };
    walk(doc, '');
    // A reference to a schema file (a path parameter's, say) stops Swagger UI drawing every tag after it.
    expect(outward).toEqual([]);
  });

  it('is drawn at /docs', async () => {
    const res = await server.call<string>('/docs/');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('swagger');
  });
});
