import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isLoopbackAddress } from '../../server/modules/dev/routes';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { like } from '../helpers/like';

// /dev/* shows sign-in codes and captcha answers: only a client on this machine may read it, judged
// as the rest of the server judges the client (req.ip, after MARQUEE_TRUST_PROXY), and only through a
// socket from this machine.

let server: TestServer;
let app: Awaited<ReturnType<typeof buildApp>>;
let trustingApp: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  server = await startTestServer();
  // A second app on the same database, for requests from peers a test cannot connect from.
  app = await buildApp({ database: server.database, profile: 'test' });
  await app.ready();
  // A third that believes a proxy on another machine (MARQUEE_TRUST_PROXY=203.0.113.0/24).
  trustingApp = await buildApp({ database: server.database, profile: 'test', trustProxy: '203.0.113.0/24' });
  await trustingApp.ready();
});
afterAll(async () => {
  await trustingApp.close();
  await app.close();
  await server.close();
});

/** A captcha issued now, whose answer /dev/challenges/<id> gives to this machine. */
async function newCaptcha(): Promise<string> {
  const id = crypto.randomUUID();
  expect((await server.call(`/wps/captcha?uuid=${id}`)).status).toBe(200);
  return id;
}

describe('isLoopbackAddress', () => {
  it('takes this machine in every form an address comes in', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
  });
  it('refuses every other address, and none', () => {
    for (const a of ['10.0.0.1', '192.168.1.5', '198.18.0.5', '203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '0.0.0.0', '::', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});

describe('/dev/*', () => {
  it('answers a request from this machine: the outbox and a challenge’s answer', async () => {
    const outbox = await server.call<{ success: boolean; value: unknown[] }>('/dev/outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.body).toMatchObject({ success: true, value: like.any(Array) });
    const id = await newCaptcha();
    expect((await server.call(`/dev/challenges/${id}`)).body).toMatchObject({ success: true, value: { id, answer: like.any(String) } });
    // A proxy on this machine forwarding a client on this machine: still this machine.
    expect((await server.call('/dev/outbox', { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(200);
  });

  it('answers a visitor a proxy on this machine forwards as a path that does not exist, on every /dev route', async () => {
    const unknown = await server.call('/wps/no-such-call', { headers: { Language: 'EN' } });
    expect(unknown.status).toBe(404);
    const id = await newCaptcha();
    for (const xff of ['198.18.0.5', '198.18.0.5, 127.0.0.1', '127.0.0.1, 198.18.0.5']) {
      for (const url of ['/dev/outbox', '/dev/outbox?limit=1', `/dev/challenges/${id}`]) {
        const res = await server.call(url, { headers: { Language: 'EN', 'X-Forwarded-For': xff } });
        expect(res.status, `${url} for ${xff}`).toBe(404);
        expect(res.body, `${url} for ${xff}`).toEqual(unknown.body);
      }
    }
    // The challenge was not spent or hidden by the refusals: this machine still reads it.
    expect((await server.call(`/dev/challenges/${id}`)).status).toBe(200);
  });

  it('answers any other peer as a path that does not exist, even claiming to be 127.0.0.1', async () => {
    const unknown = await app.inject({ url: '/wps/no-such-call', remoteAddress: '203.0.113.9', headers: { Language: 'EN' } });
    expect(unknown.statusCode).toBe(404);
    for (const url of ['/dev/outbox', `/dev/challenges/${crypto.randomUUID()}`]) {
      const res = await app.inject({ url, remoteAddress: '203.0.113.9', headers: { Language: 'EN', 'X-Forwarded-For': '127.0.0.1' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    const local = await app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const forwarded = await app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { 'X-Forwarded-For': '198.18.0.5' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('answers a proxy on another machine as a path that does not exist, even one trusted that forwards 127.0.0.1', async () => {
    const id = await newCaptcha();
    for (const url of ['/dev/outbox', `/dev/challenges/${id}`]) {
      const res = await trustingApp.inject({ url, remoteAddress: '203.0.113.9', headers: { 'X-Forwarded-For': '127.0.0.1' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
