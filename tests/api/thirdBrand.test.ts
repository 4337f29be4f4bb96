import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { configWithThirdBrand } from '../helpers/thirdBrand';
import defaultLayout from '../../config/layout.default.json';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configDir: configWithThirdBrand() });
});
afterAll(() => server.close());

describe('a third brand', () => {
  it('is served by its host from one JSON file, with the default layout filled in', async () => {
    const res = await server.call<{ value: { id: string; currency: { code: string }; routes: unknown[]; memberPages: unknown[] } }>('/wps/system/whitelabel', { host: 'kite.localhost' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ id: 'kite', currency: { code: 'USD' } });
    expect(res.body.value.routes.length).toBeGreaterThan(20);
    // Every member-centre page of the default layout, which the brand's file leaves out.
    expect(res.body.value.memberPages).toEqual(defaultLayout.memberPages);
  });

  it('gets the default settings tree and registration rules, and leaves the other brands alone', async () => {
    const rules = await server.call<{ value: Record<string, { minLength?: number }> }>('/wps/system/setting/register', { host: 'kite.localhost' });
    expect(rules.body.value.username!.minLength).toBe(6);
    const bd = await server.call<{ value: { id: string } }>('/wps/system/whitelabel');
    expect(bd.body.value.id).toBe('bd');
  });
});
