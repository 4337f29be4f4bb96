import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import type { OpsBrand } from '../../src/generated/types';

// A module switched on without what it needs says so to the console, and the site keeps its entry
// hidden until it is set: Marquee BD's customer service has no address, and its Google and Facebook
// sign-in no client, in the demo data.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('ops/brands says which modules need setup', () => {
  let admin = '';
  const setupOf = async (brandId: string) => {
    const ops = operatorApi(server);
    // One sign-in: its code is good once.
    admin ||= await ops.tokenOf('admin');
    const res = await ops.call<OpsBrand[]>(admin, '/ops/brands');
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.value.find((b) => b.id === brandId)!.setup;
  };

  it('names the missing address and clients of the modules that are on', async () => {
    expect(await setupOf('bd')).toEqual([
      { modId: 'GOOGLELOGIN3', missing: ['clientId', 'clientSecret', 'clientEnabled'] },
      { modId: 'FBLOGIN3', missing: ['clientId', 'clientSecret', 'clientEnabled'] },
    ]);
    const permission = await server.call<{ value: { customerService: unknown } }>(`/wps/system/permission?url=${encodeURIComponent(`localhost:${server.port}`)}`);
    // No window of its own: the site's chat room (decision 0329).
    expect(permission.body.value.customerService).toEqual({ url: null });
    const providers = await server.call<{ value: { providers: string[] } }>('/wps/social/providers');
    expect(providers.body.value.providers).toEqual([]);
  });

  it('drops a need once it is set: an address, a client saved and switched on', async () => {
    await sql`update brands set config = jsonb_set(config, '{customerService}', ${JSON.stringify({ url: 'https://help.marquee.example/chat' })}::jsonb) where id = 'bd'`.execute(server.database.db);
    await server.database.db
      .insertInto('social_providers')
      .values({ brand_id: 'bd', provider: 'google', issuer: 'https://accounts.google.com', client_id: 'demo.apps.googleusercontent.com', client_secret: 'secret', enabled: true })
      .execute();
    await server.syncConfig();
    expect(await setupOf('bd')).toEqual([{ modId: 'FBLOGIN3', missing: ['clientId', 'clientSecret', 'clientEnabled'] }]);
    const permission = await server.call<{ value: { customerService: unknown } }>(`/wps/system/permission?url=${encodeURIComponent(`localhost:${server.port}`)}`);
    expect(permission.body.value.customerService).toEqual({ url: 'https://help.marquee.example/chat' });
  });
});
