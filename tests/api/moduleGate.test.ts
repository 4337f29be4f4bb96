import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SettingsTree } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { switchModule } from '../helpers/switchModule';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setModule = (brandId: string, modId: string, enabled: '0' | '1') => switchModule(server, brandId, modId, enabled);

describe('a module switched off in the settings tree closes its calls', () => {
  it('answers 403 MODULE_DISABLED for the captcha while CAPTCHA3 is off, on the next request, and opens again', async () => {
    const path = `/wps/captcha?uuid=${randomUUID()}`;
    expect((await server.call(path)).status).toBe(200);
    await setModule('bd', 'CAPTCHA3', '0');
    const closed = await server.call(path, { headers: { Language: 'EN' } });
    expect(closed.status).toBe(403);
    expect(closed.body).toEqual({ success: false, errorCode: 'MODULE_DISABLED', message: 'This service is not available on this site.' });
    // The other brand's tree is its own.
    expect((await server.call(path, { host: 'lumen.localhost' })).status).toBe(200);
    await setModule('bd', 'CAPTCHA3', '1');
    expect((await server.call(path)).status).toBe(200);
  });

  it('closes the registration rules with REG3, and gates before validating', async () => {
    await setModule('bd', 'REG3', '0');
    try {
      expect((await server.call('/wps/system/setting/register')).status).toBe(403);
      const badInput = await server.call<{ errorCode: string }>('/wps/system/setting/register?junk=1');
      expect(badInput.body.errorCode).toBe('MODULE_DISABLED');
    } finally {
      await setModule('bd', 'REG3', '1');
    }
    expect((await server.call('/wps/system/setting/register')).status).toBe(200);
  });

  it('switches children off with their parent', async () => {
    await setModule('bd', 'LOGIN3', '0'); // CAPTCHA3 sits under LOGIN3
    try {
      expect((await server.call(`/wps/captcha?uuid=${randomUUID()}`)).status).toBe(403);
    } finally {
      await setModule('bd', 'LOGIN3', '1');
    }
  });

  it('never closes the common module', async () => {
    const tree: SettingsTree = [{ modId: 'COMM3', enabled: '0' }];
    await server.database.db.updateTable('brands').set({ settings: JSON.stringify(tree) }).where('id', '=', 'lumen').execute();
    await server.syncConfig();
    expect((await server.call('/wps/system/status', { host: 'lumen.localhost' })).status).toBe(200);
  });
});
