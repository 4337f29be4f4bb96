import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { setModule } from '../e2e/helpers/brandDb';
import { like } from '../helpers/like';

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };
type Avatar = { avatarUrl: string; contentType: string; width: number; height: number };

let server: TestServer;
let player: string;
let agent: string;
beforeAll(async () => {
  server = await startTestServer();
  player = (await signIn(server.call, 'player01')).token;
  agent = (await signIn(server.call, 'agent01')).token;
});
afterAll(() => server.close());

/** A real PNG of one colour, `width` × `height`, made here so the test shows what it sends. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c;
}

const upload = (token: string, bytes: Buffer | string, lang = 'EN', extra: Record<string, unknown> = {}) =>
  server.call<Envelope<Avatar>>('/wps/member/info/icon', {
    method: 'POST',
    headers: { Authorization: token, Language: lang },
    body: { data: Buffer.from(bytes).toString('base64'), ...extra },
  });
const infoOf = async (token: string) => (await server.call<{ value: { avatarUrl: string | null } }>('/wps/member/info', { headers: { Authorization: token } })).body.value;

/** The raw answer of a GET on the default brand's host, bytes and all. */
async function fetchRaw(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /wps/member/info/icon: the member’s picture', () => {
  it('takes a PNG, names it in the member info and serves it under a new address each time', async () => {
    expect((await infoOf(player)).avatarUrl).toBeNull();
    const picture = png(64, 48);
    const res = await upload(player, picture);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = (res.body as { value: Avatar }).value;
    expect(first).toEqual({ avatarUrl: like.stringMatching(/^\/media\/avatars\/[0-9a-f]{32}\.png$/), contentType: 'image/png', width: 64, height: 48 });
    expect((await infoOf(player)).avatarUrl).toBe(first.avatarUrl);

    const served = await fetchRaw(first.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.bytes.equals(picture)).toBe(true);
    // Not under another extension, and not on another brand's host.
    expect((await fetchRaw(first.avatarUrl.replace(/\.png$/, '.jpg'))).status).toBe(404);
    expect((await server.call(first.avatarUrl, { host: 'lumen.localhost' })).status).toBe(404);

    const second = ((await upload(player, png(32, 32))).body as { value: Avatar }).value;
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await infoOf(player)).avatarUrl).toBe(second.avatarUrl);
    expect((await fetchRaw(first.avatarUrl)).status).toBe(404);
    expect((await fetchRaw(second.avatarUrl)).status).toBe(200);
  });

  it('refuses a text file whatever it is called, and other files that are not PNG, JPEG or WebP, with a translated message', async () => {
    // The call carries no name and no declared type: a file named avatar.png is judged by what it holds.
    const text = Buffer.from('This is avatar.png, honestly.\n');
    const en = await upload(agent, text);
    expect(en.status).toBe(415);
    expect(en.body).toEqual({ success: false, errorCode: 'AVATAR_TYPE', field: 'data', message: 'The picture must be a PNG, JPEG or WebP image. A file is judged by its content, not its name.' });
    const bn = await upload(agent, text, 'BN');
    expect(bn.body).toMatchObject({ errorCode: 'AVATAR_TYPE', message: 'ছবিটি অবশ্যই PNG, JPEG বা WebP হতে হবে। ফাইলের নাম নয়, ভেতরের বিষয়বস্তু দেখে বিচার করা হয়।' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    // A PNG's signature with no picture behind it.
    const signatureOnly = Buffer.concat([png(1, 1).subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    for (const bytes of [svg, gif, signatureOnly]) expect((await upload(agent, bytes)).body).toMatchObject({ errorCode: 'AVATAR_TYPE' });
    expect((await infoOf(agent)).avatarUrl).toBeNull();
  });

  it('takes 5 MB and refuses 5 MB and one byte', async () => {
    const limit = 5 * 1024 * 1024;
    // A PNG with bytes after its end: still a PNG, as large as wanted.
    const padded = (size: number) => Buffer.concat([png(8, 8), Buffer.alloc(size - png(8, 8).length)]);
    const over = await upload(agent, padded(limit + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ success: false, errorCode: 'AVATAR_TOO_LARGE', field: 'data', message: 'The picture is larger than 5 MB. Choose a smaller one.' });
    expect((await infoOf(agent)).avatarUrl).toBeNull();
    expect((await upload(agent, padded(limit))).status).toBe(200);
  });

  it('refuses a picture more than 4096 pixels a side', async () => {
    expect((await upload(agent, png(4097, 1))).body).toMatchObject({ errorCode: 'AVATAR_TOO_MANY_PIXELS', field: 'data' });
  });

  it('replaces only the signed-in member’s own picture: no call names another member', async () => {
    const before = (await infoOf(agent)).avatarUrl;
    const res = await upload(player, png(2, 2), 'EN', { memberId: '1' });
    expect(res.status).toBe(400);
    expect((await infoOf(agent)).avatarUrl).toBe(before);
    expect((await upload(player, png(2, 2))).status).toBe(200);
    expect((await infoOf(agent)).avatarUrl).toBe(before);
    expect((await server.call('/wps/member/info/icon', { method: 'POST', body: { data: png(2, 2).toString('base64') } })).status).toBe(401);
  });

  it('is closed with profile pictures (PROFPIC3) off: the upload refuses, the info names none, the picture is not served', async () => {
    const url = (await infoOf(player)).avatarUrl!;
    await setModule(server, 'bd', 'PROFPIC3', '0');
    try {
      const res = await upload(player, png(4, 4));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      expect((await infoOf(player)).avatarUrl).toBeNull();
      expect((await fetchRaw(url)).status).toBe(403);
    } finally {
      await setModule(server, 'bd', 'PROFPIC3', '1');
    }
    expect((await infoOf(player)).avatarUrl).toBe(url);
  });
});
