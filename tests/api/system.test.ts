import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { randomUUID, publicEncrypt, constants, createPrivateKey, createPublicKey, privateDecrypt } from 'node:crypto';
import { apiResponseValidators } from '../../src/generated/apiResponseValidators';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { like } from '../helpers/like';

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Calls and checks the answer against the call's response schema, as any client may rely on it. */
async function ok<T>(call: keyof typeof apiResponseValidators, path: string, host = 'localhost', headers: Record<string, string> = {}): Promise<T> {
  const res = await server.call<Envelope<T>>(path, { host, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  const value = (res.body as { value: T }).value;
  const validate = apiResponseValidators[call];
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  return value;
}

describe('brands by Host', () => {
  it('serves the default brand to its own and to unknown hosts, and the second brand to its domain', async () => {
    const bd = await ok<{ id: string; currency: { code: string }; defaultLang: string; theme: { default: string } }>('system/whitelabel', '/wps/system/whitelabel');
    expect(bd).toMatchObject({ id: 'bd', currency: { code: 'BDT', symbol: '৳' }, defaultLang: 'bn', theme: { default: 'light' }, minAge: 18 });
    const unknown = await ok<{ id: string }>('system/whitelabel', '/wps/system/whitelabel', 'no-such-brand.example');
    expect(unknown.id).toBe('bd');
    const lumen = await ok<{ id: string }>('system/whitelabel', '/wps/system/whitelabel', 'lumen.localhost');
    expect(lumen).toMatchObject({ id: 'lumen', currency: { code: 'INR' }, defaultLang: 'en', theme: { default: 'dark' }, loginedToHomePage: true });
  });

  it('keeps domains and region rules off the public whitelabel', async () => {
    const res = await server.call<Envelope<Record<string, unknown>>>('/wps/system/whitelabel');
    const value = (res.body as { value: Record<string, unknown> }).value;
    expect(value).not.toHaveProperty('domains');
    expect(value).not.toHaveProperty('region');
  });

  it('answers each brand its own registration rules', async () => {
    const bd = await ok<Record<string, { minLength?: number }>>('system/settingRegister', '/wps/system/setting/register');
    const lumen = await ok<Record<string, { minLength?: number; required: boolean }>>('system/settingRegister', '/wps/system/setting/register', 'lumen.localhost');
    expect(bd.username!.minLength).toBe(6);
    expect(lumen.username!.minLength).toBe(5);
    expect(lumen.email!.required).toBe(true);
  });

  it('refuses a Merchant header that names another brand', async () => {
    const res = await server.call<Envelope>('/wps/system/status', { headers: { Merchant: 'LUMEN', Language: 'EN' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, errorCode: 'MERCHANT_MISMATCH', message: like.stringContaining('domain check failed') });
    expect((await server.call('/wps/system/status', { headers: { Merchant: 'MQBD' } })).status).toBe(200);
  });
});

describe('system status', () => {
  it('is 0 with the visitor location for a normal visitor', async () => {
    const v = await ok<{ status: number; location: { ip: string } }>('system/status', '/wps/system/status');
    expect(v).toEqual({ status: 0, location: { ip: '127.0.0.1', countryCode: null } });
  });

  it('is 2 for an IP in a blocked range, with that IP', async () => {
    const v = await ok<{ status: number; location: { ip: string } }>('system/status', '/wps/system/status', 'localhost', { 'X-Forwarded-For': '203.0.113.77' });
    expect(v).toEqual({ status: 2, location: { ip: '203.0.113.77', countryCode: null } });
  });

  it('is 2 for an IP of a blocked country, and 0 for the same IP on a brand that does not block it', async () => {
    const bd = await ok<{ status: number }>('system/status', '/wps/system/status', 'localhost', { 'X-Forwarded-For': '192.0.2.10' });
    expect(bd).toEqual({ status: 2, location: { ip: '192.0.2.10', countryCode: 'US' } });
    const lumen = await ok<{ status: number }>('system/status', '/wps/system/status', 'lumen.localhost', { 'X-Forwarded-For': '192.0.2.10' });
    expect(lumen.status).toBe(0);
  });

  it('is 1 while the brand is in maintenance, before any region rule, and back to 0 after', async () => {
    await sql`update brands set maintenance = true where id = 'bd'`.execute(server.database.db);
    await server.syncConfig();
    try {
      expect((await ok<{ status: number }>('system/status', '/wps/system/status')).status).toBe(1);
      expect((await ok<{ status: number }>('system/status', '/wps/system/status', 'localhost', { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(1);
      expect((await ok<{ status: number }>('system/status', '/wps/system/status', 'lumen.localhost')).status).toBe(0);
    } finally {
      await sql`update brands set maintenance = false where id = 'bd'`.execute(server.database.db);
      await server.syncConfig();
    }
    expect((await ok<{ status: number }>('system/status', '/wps/system/status')).status).toBe(0);
  });
});

describe('content calls', () => {
  it('answers banners by group, in order, with their click-through', async () => {
    const home = await ok<Array<{ groupName: string; linkageType: string | null }>>('system/banners', '/wps/system/banners?groupName=w_home');
    expect(home).toHaveLength(2);
    expect(home.map((b) => b.linkageType)).toEqual(['route', null]);
    const help = await ok<unknown[]>('system/banners', '/wps/system/banners?groupName=w_help');
    expect(help).toHaveLength(1);
    const lumenShop = await ok<unknown[]>('system/banners', '/wps/system/banners?groupName=w_shop', 'lumen.localhost');
    expect(lumenShop).toEqual([]);
  });

  it('pages the notice list, newest first', async () => {
    const p1 = await ok<{ list: Array<{ title: string }>; totalPages: number; total: number }>('system/notices', '/wps/system/notices?pageNo=1&pageSize=2');
    expect(p1).toMatchObject({ pageNo: 1, total: 3, totalPages: 2 });
    expect(p1.list.map((n) => n.title)).toEqual(['সিস্টেম রক্ষণাবেক্ষণের নোটিশ', 'বিকাশ ও নগদে দ্রুত জমা']);
    const p2 = await ok<{ list: unknown[] }>('system/notices', '/wps/system/notices?pageNo=2&pageSize=2');
    expect(p2.list).toHaveLength(1);
  });

  it('lists announcements in force of the asked types and execution', async () => {
    const all = await ok<Array<{ type: string }>>('system/announcements', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W');
    expect(all.map((a) => a.type).sort()).toEqual(['B', 'PL', 'PU']); // the H one has ended
    const popups = await ok<Array<{ type: string }>>('system/announcements', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&platform=W&execution=PU');
    expect(popups.map((a) => a.type)).toEqual(['PU']);
  });

  it('answers the help centre by category', async () => {
    const help = await ok<Array<{ title: string; articles: unknown[] }>>('system/helpCenter', '/wps/system/helpCenter');
    expect(help.map((c) => c.articles.length)).toEqual([2, 1, 1]);
  });

  it('answers countries with dialling codes, the brand home country first', async () => {
    const bd = await ok<Array<{ countryCode: string; countryDialingCode: string }>>('system/country', '/wps/system/country');
    expect(bd[0]).toEqual({ countryCode: 'BD', countryDialingCode: '880' });
    const lumen = await ok<Array<{ countryCode: string }>>('system/country', '/wps/system/country', 'lumen.localhost');
    expect(lumen.map((c) => c.countryCode)).toEqual(['IN', 'BD', 'LK']);
  });

  it('answers domains and routers', async () => {
    const v = await ok<{ domains: string[]; routers: unknown[] }>('system/domainRoute', '/wps/system/domainRoute');
    expect(v.domains).toContain('bd.localhost');
    expect(v.routers).toHaveLength(2);
  });
});

describe('permission, key and captcha', () => {
  it('answers everything the site loads at startup, for the page host', async () => {
    const v = await ok<{ whitelabel: { id: string }; resources: Array<{ resourceType: string; url: string }>; customerService: unknown; analytics: unknown; location: unknown }>(
      'system/permission',
      `/wps/system/permission?url=${encodeURIComponent(`localhost:${server.port}`)}`,
    );
    expect(v.whitelabel.id).toBe('bd');
    expect(v.resources.map((r) => r.resourceType)).toEqual(['facebook', 'youtube', 'telegram', 'lite']);
    // The lite app is the site itself (decision 0300): its address, at the brand's siteOrigin, opens on the port this server listens on.
    expect(v.resources.find((r) => r.resourceType === 'lite')?.url).toBe(`http://localhost:${server.port}/`);
    expect(v.resources.find((r) => r.resourceType === 'telegram')?.url).toBe('https://t.me/marqueebd');
    // Marquee BD has no customer-service window: its entry opens the site's chat room (decision 0329).
    expect(v.customerService).toEqual({ url: null });
    expect(v.analytics).toEqual({ gtagId: 'G-MQBD2026' });
    expect(v.location).toEqual({ ip: '127.0.0.1', countryCode: null });
    const lumen = await ok<{ customerService: unknown }>('system/permission', '/wps/system/permission?url=lumen.localhost', 'lumen.localhost');
    expect(lumen.customerService).toEqual({ url: null });
  });

  it('fails the domain check when the page host belongs to another brand', async () => {
    const res = await server.call<Envelope>('/wps/system/permission?url=lumen.localhost', { headers: { Language: 'EN' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorCode: 'MERCHANT_MISMATCH', field: 'url' });
  });

  it('serves one RSA key that wraps an AES key the server can unwrap', async () => {
    const a = await ok<{ keyId: string; spki: string; serverTime: number }>('system/publicKey', '/wps/system/publicKey');
    const b = await ok<{ keyId: string; spki: string; serverTime: number }>('system/publicKey', '/wps/system/publicKey', 'lumen.localhost');
    expect({ keyId: b.keyId, spki: b.spki }).toEqual({ keyId: a.keyId, spki: a.spki });
    // The server's clock, which sealed bodies are dated by.
    expect(Math.abs(b.serverTime - Date.now())).toBeLessThan(5_000);
    const aesKey = Buffer.alloc(32, 7);
    const wrapped = publicEncrypt({ key: createPublicKey({ key: Buffer.from(a.spki, 'base64'), format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
    const row = await server.database.db.selectFrom('rsa_keys').select('private_pem').where('key_id', '=', a.keyId).executeTakeFirstOrThrow();
    const unwrapped = privateDecrypt({ key: createPrivateKey(row.private_pem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
    expect(unwrapped.equals(aesKey)).toBe(true);
  });

  it('draws a captcha image whose answer the test profile can read', async () => {
    const id = randomUUID();
    const image = await ok<string>('system/captcha', `/wps/captcha?uuid=${id}`);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const answer = await server.call<Envelope<{ answer: string }>>(`/dev/challenges/${id}`);
    expect(answer.status).toBe(200);
    expect((answer.body as { value: { answer: string } }).value.answer).toMatch(/^[a-z0-9]{4}$/);
  });
});

describe('the envelope for bad requests', () => {
  it('answers an unknown path with a 404 envelope', async () => {
    const res = await server.call<Envelope>('/wps/system/nothingHere', { headers: { Language: 'EN' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, errorCode: 'NOT_FOUND', message: 'There is nothing at this address.' });
  });

  it.each([
    ['/wps/system/banners', 'groupName', 'it is required'],
    ['/wps/system/banners?groupName=w_nowhere', 'groupName', 'it is not one of the allowed values'],
    ['/wps/relay/MCSFE_getListAnnouncements?types=B,X&platform=W', 'types', 'it is not in the expected format'],
    ['/wps/system/notices?pageNo=0', 'pageNo', 'it is too short, too long, too small or too large'],
    ['/wps/system/notices?pageSize=abc', 'pageSize', 'it has the wrong type'],
    ['/wps/captcha?uuid=not-a-uuid', 'uuid', 'it is not in the expected format'],
    ['/wps/system/status?surprise=1', 'surprise', 'this field is not accepted here'],
  ])('%s → 400 naming %s', async (path, field, reason) => {
    const res = await server.call<Envelope>(path, { headers: { Language: 'EN' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, errorCode: 'VALIDATION_FAILED', field, message: `Please check “${field}”: ${reason}.` });
  });

  it('speaks the brand default language when the client names none, and Accept-Language when it does', async () => {
    const bn = await server.call<Envelope>('/wps/system/banners');
    expect((bn.body as { message: string }).message).toBe('অনুগ্রহ করে “groupName” দেখুন: এটি আবশ্যক।');
    const lumen = await server.call<Envelope>('/wps/system/banners', { host: 'lumen.localhost' });
    expect((lumen.body as { message: string }).message).toContain('Please check');
    const accept = await server.call<Envelope>('/wps/system/banners', { host: 'lumen.localhost', headers: { 'Accept-Language': 'bn-BD,bn;q=0.9' } });
    expect((accept.body as { message: string }).message).toContain('আবশ্যক');
  });

  it('answers a malformed JSON body with 400, never 500', async () => {
    const res = await server.call<Envelope>('/wps/system/status', { method: 'POST', body: '{"broken', headers: { Language: 'EN' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'BAD_JSON' });
  });
});

describe('health', () => {
  it('is live and ready on its database', async () => {
    expect((await server.call('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.call<{ status: string }>('/readyz')).body).toMatchObject({ status: 'ready' });
  });
});
