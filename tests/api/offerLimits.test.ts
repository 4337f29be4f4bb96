import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import type { OpsBrand } from '../../src/generated/types';

// The console warns when content states a payment form's bound the brand does not have; ops/brands
// hands it the figures, from the brand's payments config as it is now.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('ops/brands answers the figures content may state as payment bounds', () => {
  let token = '';
  const limitsOf = async (brandId: string) => {
    const ops = operatorApi(server);
    token ||= await ops.tokenOf('editor');
    const res = await ops.call<OpsBrand[]>(token, '/ops/brands');
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.value.find((b) => b.id === brandId)!.offerLimits;
  };

  it("gives each enabled deposit channel's bounds and the withdrawal form's", async () => {
    expect(await limitsOf('bd')).toEqual({
      deposit: { min: ['100', '100', '100', '1000'], max: ['30000', '25000', '25000', '500000'] },
      withdrawal: { min: ['500'], max: ['25000'] },
    });
  });

  it('leaves out a channel switched off', async () => {
    await sql`update brands set config = jsonb_set(config, '{payments,deposit,channels,3,enabled}', 'false'::jsonb) where id = 'bd'`.execute(server.database.db);
    await server.syncConfig();
    expect((await limitsOf('bd')).deposit).toEqual({ min: ['100', '100', '100'], max: ['30000', '25000', '25000'] });
  });
});
