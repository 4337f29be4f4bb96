import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted, signIn, demoPassword } from '../helpers/signIn';
import { encryptBody } from '../../src/api/encryptBody';
import type { PublicKey } from '../../src/generated/types';

type Failure = { success: false; errorCode: string; message: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function setMaintenance(on: boolean) {
  await sql`update brands set maintenance = ${on} where id = 'bd'`.execute(server.database.db);
  await server.syncConfig();
}

describe('a brand in maintenance', () => {
  it('refuses sign-in, the balance and SMS codes with a translated 503, and still tells the visitor why', async () => {
    const { token } = await signIn(server.call, 'player01');
    const key = (await server.call<{ value: PublicKey }>('/wps/system/publicKey')).body.value;
    const sealed = await encryptBody(key, { type: 'username', username: 'player01', password: demoPassword });
    await setMaintenance(true);
    try {
      const login = await server.call('/wps/session/login', { method: 'POST', body: sealed, headers: { Language: 'EN' } });
      expect(login.status).toBe(503);
      expect(login.body).toMatchObject({ success: false, errorCode: 'MAINTENANCE', message: 'The site is under maintenance. Please try again later.' });
      const balance = await server.call<Failure>('/wps/v2/wallets/balance', { headers: { Authorization: token } });
      expect([balance.status, balance.body.errorCode]).toEqual([503, 'MAINTENANCE']);
      const sms = await server.call<Failure>('/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum: '01712345678', countryDialingCode: '880' } });
      expect([sms.status, sms.body.errorCode]).toEqual([503, 'MAINTENANCE']);
      expect((await server.call<Failure>('/wps/system/banners?groupName=w_home')).status).toBe(503);
      // What the start-up view needs to say "maintenance" stays open.
      for (const path of ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/permission?url=localhost']) {
        expect((await server.call(path)).status, path).toBe(200);
      }
      expect((await server.call('/healthz')).status).toBe(200);
      // The other brand is not in maintenance.
      expect((await server.call('/wps/system/banners?groupName=w_home', { host: 'lumen.localhost' })).status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await server.call('/wps/v2/wallets/balance', { headers: { Authorization: token } })).status).toBe(200);
  });
});

describe('a visitor from a blocked region', () => {
  // config/seed/geo.json puts 192.0.2.0/24 in US, which Marquee BD blocks.
  const blocked = { 'X-Forwarded-For': '192.0.2.10', Language: 'EN' };

  it('is refused every call but those that tell them so', async () => {
    const banners = await server.call<Failure>('/wps/system/banners?groupName=w_home', { headers: blocked });
    expect(banners.status).toBe(403);
    expect(banners.body).toMatchObject({ errorCode: 'REGION_BLOCKED', message: 'This service is not available in your region.' });
    const login = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: 'player01', password: demoPassword }, { headers: blocked });
    expect(login.status).toBe(403);
    const status = await server.call<{ value: { status: number } }>('/wps/system/status', { headers: blocked });
    expect(status.body.value.status).toBe(2);
    expect((await server.call('/wps/system/whitelabel', { headers: blocked })).status).toBe(200);
  });

  it('is served on a brand that does not block the region', async () => {
    expect((await server.call('/wps/system/banners?groupName=w_home', { host: 'lumen.localhost', headers: blocked })).status).toBe(200);
  });
});

/**
 * Sends a request line exactly as given, for forms an HTTP client would normalise away. The socket
 * stays open for the answer, which `Connection: close` ends: a client that half-closed at once would
 * have Node abort a request whose answer waits on anything (a rate-limit count in Redis).
 */
function raw(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('odd request lines', () => {
  it('answers a percent-encoded path as the call it names, never 500', async () => {
    const res = await server.call<{ success: boolean }>('/%77ps/system/banners?groupName=w_home');
    expect(res.status).toBe(200);
    const info = await server.call<Failure>('/%77ps/member/info');
    expect([info.status, info.body.errorCode]).toEqual([401, 'UNAUTHORIZED']);
  });

  it("answers a path the router cannot take apart with the envelope, in the host brand's language", async () => {
    const res = await server.call<Failure>(`/dev/challenges/${'1'.repeat(200)}`, { host: 'lumen.localhost' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const bn = await server.call<Failure>(`/dev/challenges/${'1'.repeat(200)}`);
    expect(bn.body.message).not.toBe(res.body.message);
  });

  it('answers an absolute-form request line, never 500', async () => {
    const text = await raw(`GET http://localhost:${server.port}/wps/member/info HTTP/1.1`);
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(text).toContain('"errorCode":"UNAUTHORIZED"');
  });
});
