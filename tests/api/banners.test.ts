import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import { like } from '../helpers/like';

// Banners run by a content operator: pictures uploaded and judged by their bytes, kept once per
// content, served for a year; banners added, linked, hidden and ordered, seen by players on their
// next request, each action in the audit log.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const picture = (path: string) => readFileSync(join(projectRoot, 'public', path)).toString('base64');
type Uploaded = { url: string; width: number; height: number; contentType: string; size: number };
type Listed = { groups: string[]; items: Array<{ id: number; groupName: string; image: Record<string, string>; width: number | null; active: boolean }> };

describe('banners from the console', () => {
  let editor: string;
  let support: string;
  let admin: string;
  const api = () => operatorApi(server);
  const playerBanners = async (lang = 'EN') => {
    const res = await server.call<{ success: boolean; value: Array<{ bannerId: number; url: string; linkageUrl: string | null }> }>('/wps/system/banners?groupName=w_home', { headers: { Language: lang } });
    return res.body.value;
  };

  beforeAll(async () => {
    editor = await api().tokenOf('editor');
    support = await api().tokenOf('helpdesk');
    admin = await api().tokenOf('admin');
  });

  it('takes a WebP by its bytes, serves it for a year at its hash, and keeps one copy of the same file', async () => {
    const data = picture('seed/banners/bd-w_down-1.en.webp');
    const first = await api().call<Uploaded>(editor, '/ops/media', 'POST', { brandId: 'bd', data });
    expect(first.body).toMatchObject({ success: true, value: { contentType: 'image/webp', width: 1200, height: 320 } });
    const { url, size } = (first.body as { value: Uploaded }).value;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    const again = await api().call<Uploaded>(editor, '/ops/media', 'POST', { brandId: 'bd', data });
    expect((again.body as { value: Uploaded }).value.url).toBe(url);
    const rows = await server.database.db.selectFrom('media').select('id').where('id', '=', url.slice(7, 71)).execute();
    expect(rows).toHaveLength(1);

    const served = await server.call<string>(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'] ?? size)).toBe(size);
    expect((await server.call(url.replace('.webp', '.png'))).status).toBe(404);
  });

  it('refuses a file that is not a picture by content, whatever it claims, and keeps nothing', async () => {
    const before = await server.database.db.selectFrom('media').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const refused = await api().call(editor, '/ops/media', 'POST', { brandId: 'bd', data: svg });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'data', message: like.stringContaining('not a PNG, JPEG or WebP') });
    const bn = await api().call(editor, '/ops/media', 'POST', { brandId: 'bd', data: svg }, 'BN');
    expect(bn.body).toMatchObject({ message: like.stringContaining('PNG, JPEG বা WebP ছবি নয়') });
    expect((await api().call(editor, '/ops/media', 'POST', { brandId: 'bd', data: 'not base64!' })).status).toBe(400);
    const after = await server.database.db.selectFrom('media').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('adds a banner that players see on their next request, in their language, then hides, orders and removes it', async () => {
    const en = (await api().call<Uploaded>(editor, '/ops/media', 'POST', { brandId: 'bd', data: picture('seed/banners/bd-w_esports-1.en.webp') })).body as { value: Uploaded };
    const bn = (await api().call<Uploaded>(editor, '/ops/media', 'POST', { brandId: 'bd', data: picture('seed/banners/bd-w_esports-1.bn.webp') })).body as { value: Uploaded };
    const banner = { brandId: 'bd', groupName: 'w_home', image: { en: en.value.url, bn: bn.value.url }, linkageType: 'route', linkageUrl: '/esports', active: true };
    const saved = await api().call<{ id: number }>(editor, '/ops/content/banners', 'PUT', banner);
    expect(saved.status).toBe(200);
    const id = (saved.body as { value: { id: number } }).value.id;
    const shown = await playerBanners();
    expect(shown.at(-1)).toMatchObject({ bannerId: id, url: en.value.url, linkageUrl: '/esports' });
    expect((await playerBanners('BN')).at(-1)).toMatchObject({ bannerId: id, url: bn.value.url });

    // First in its group.
    const ids = shown.map((b) => b.bannerId);
    expect((await api().call(editor, '/ops/content/banners/order', 'PUT', { brandId: 'bd', groupName: 'w_home', ids: [id, ...ids.filter((i) => i !== id)] })).status).toBe(200);
    expect((await playerBanners())[0]!.bannerId).toBe(id);
    // An order that leaves a banner out is refused, and the order stays.
    expect((await api().call(editor, '/ops/content/banners/order', 'PUT', { brandId: 'bd', groupName: 'w_home', ids: [id] })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'ids' });
    expect((await playerBanners())[0]!.bannerId).toBe(id);

    expect((await api().call(editor, '/ops/content/banners', 'PUT', { ...banner, id, active: false })).status).toBe(200);
    expect((await playerBanners()).some((b) => b.bannerId === id)).toBe(false);
    const listed = (await api().call<Listed>(editor, '/ops/content/banners', 'GET', { brandId: 'bd' })).body as { value: Listed };
    expect(listed.value.groups).toContain('w_home');
    expect(listed.value.items.find((b) => b.id === id)).toMatchObject({ active: false, width: 1200, image: banner.image });

    expect((await api().call(editor, '/ops/content/banners', 'DELETE', { brandId: 'bd', id })).status).toBe(200);
    expect((await api().call(editor, '/ops/content/banners', 'DELETE', { brandId: 'bd', id })).status).toBe(404);

    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('target', 'in', [String(id), 'w_home']).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['banner.save', 'banner.order', 'banner.save', 'banner.delete']);
    expect(new Set(audit.map((a) => a.operator_name))).toEqual(new Set(['editor']));
  });

  it('refuses a picture nobody uploaded, pictures of two sizes, a link to no page and a plain http address', async () => {
    const count = async () => Number((await server.database.db.selectFrom('banners').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const wide = ((await api().call<Uploaded>(editor, '/ops/media', 'POST', { brandId: 'bd', data: picture('seed/banners/bd-w_down-1.en.webp') })).body as { value: Uploaded }).value.url;
    const square = ((await api().call<Uploaded>(editor, '/ops/media', 'POST', { brandId: 'bd', data: picture('brand/bd/icon-192.png') })).body as { value: Uploaded }).value.url;
    const base = { brandId: 'bd', groupName: 'w_home', linkageType: null, linkageUrl: null, active: true };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, image: { en: `/media/${'0'.repeat(64)}.png` } }, 'image.en'],
      [{ ...base, image: { en: '/seed/banners/bd-w_down-1.en.webp' } }, 'image.en'],
      [{ ...base, image: { en: wide, bn: square } }, 'image.bn'],
      [{ ...base, image: { en: wide }, linkageType: 'route', linkageUrl: '/no-such-page' }, 'linkageUrl'],
      [{ ...base, image: { en: wide }, linkageType: 'url', linkageUrl: 'http://example.com/' }, 'linkageUrl'],
      [{ ...base, image: { en: wide }, linkageType: 'url', linkageUrl: 'javascript:alert(1)' }, 'linkageUrl'],
    ];
    for (const [body, field] of cases) {
      const answer = await api().call(editor, '/ops/content/banners', 'PUT', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'FIELD_INVALID', field });
    }
    // Another brand's upload is not this brand's picture.
    const lumen = await api().call(editor, '/ops/content/banners', 'PUT', { ...base, brandId: 'lumen', image: { en: wide } });
    expect(lumen.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'image.en' });
    expect(await count()).toBe(before);
  });

  it('keeps a support operator out of banners and uploads', async () => {
    expect((await api().call(support, '/ops/content/banners', 'GET', { brandId: 'bd' })).status).toBe(403);
    expect((await api().call(support, '/ops/media', 'POST', { brandId: 'bd', data: picture('brand/bd/icon-192.png') })).status).toBe(403);
    expect((await api().call(admin, '/ops/content/banners', 'GET', { brandId: 'bd' })).status).toBe(200);
  });
});
