import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isLoopbackPeer } from '../../server/modules/dev/routes';
import { startTestServer, type TestServer } from '../helpers/testServer';

// /dev/* shows sign-in codes and captcha answers: only a peer on this machine may read it, judged
// by the socket, whatever X-Forwarded-For claims.

let server: TestServer;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  server = await startTestServer();
  // A second app on the same database, for requests from peers a test cannot connect from.
  app = await buildApp({ database: server.database, profile: 'test' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await server.close();
});

describe('isLoopbackPeer', () => {
  it('takes this machine in every form a socket reports it', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackPeer(a), a).toBe(true);
  });
  it('refuses every other peer, and none', () => {
    for (const a of ['10.0.0.1', '192.168.1.5', '203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '0.0.0.0', '::', '', undefined])
      expect(isLoopbackPeer(a), String(a)).toBe(false);
  });
});

describe('/dev/*', () => {
  it('answers a loopback peer, even one whose X-Forwarded-For names another address', async () => {
    const res = await server.call('/dev/outbox', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(res.status).toBe(200);
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
  });
});
