import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';

// A notice's, an announcement's and the help centre's titles are plain text: markup in one is
// refused on save at that title's field, in the operator's language, and nothing is stored.
// Bodies stay HTML, cleaned.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('titles written in the console', () => {
  let editor: string;
  const api = () => operatorApi(server);
  const counts = async () => {
    const db = server.database.db;
    const n = async (table: 'notices' | 'announcements' | 'help_categories' | 'help_articles') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    return [await n('notices'), await n('announcements'), await n('help_categories'), await n('help_articles')];
  };

  beforeAll(async () => {
    editor = await api().tokenOf('editor');
  });

  it('refuses markup in any title, at that title, in English and Bengali, and keeps nothing', async () => {
    const categoryId = ((await api().call<{ id: number }>(editor, '/ops/content/help/categories', 'PUT', { brandId: 'bd', title: { en: 'Deposits' } })).body as { value: { id: number } }).value.id;
    const before = await counts();
    const saves: Array<[string, Record<string, unknown>]> = [
      ['/ops/content/notices', { title: { en: 'Bonus', bn: '<img src=x onerror=alert(1)>বোনাস' }, content: { en: '<p>x</p>', bn: '<p>x</p>' } }],
      ['/ops/content/announcements', { type: 'B', title: { bn: '<b>রাত</b>' }, content: { bn: '<p>x</p>' }, startAt: new Date().toISOString() }],
      ['/ops/content/help/categories', { title: { bn: 'জমা</title><script>x()</script>' } }],
      ['/ops/content/help/articles', { categoryId, title: { bn: '<!-- -->কত সময়?' }, content: { bn: '<p>x</p>' } }],
    ];
    for (const [path, body] of saves) {
      const en = await api().call(editor, path, 'PUT', { brandId: 'bd', ...body });
      expect(en.status, path).toBe(400);
      expect(en.body, path).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.bn', message: 'a title is plain text: take out the HTML tags' });
      const bn = await api().call(editor, path, 'PUT', { brandId: 'bd', ...body }, 'BN');
      expect(bn.body, path).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.bn', message: 'শিরোনাম সাধারণ লেখা: HTML ট্যাগ সরিয়ে দিন' });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses markup on an edit too, leaving the stored title as it was', async () => {
    const saved = await api().call<{ id: number }>(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', title: { en: 'Cashback' }, content: { en: '<p>x</p>' } });
    const id = (saved.body as { value: { id: number } }).value.id;
    const edit = await api().call(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', id, title: { en: 'Cashback <b>now</b>' }, content: { en: '<p>x</p>' } });
    expect(edit.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.en' });
    const row = await server.database.db.selectFrom('notices').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.title).toEqual({ en: 'Cashback' });
  });

  it('keeps a title with a lone "<" as it is, and still cleans the body', async () => {
    const saved = await api().call<{ id: number }>(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', title: { en: 'Stakes < 500 & more <3' }, content: { en: '<p>ok</p><script>x()</script>' } });
    expect(saved.status).toBe(200);
    const id = (saved.body as { value: { id: number } }).value.id;
    const row = await server.database.db.selectFrom('notices').select(['title', 'content']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: { en: 'Stakes < 500 & more <3' }, content: { en: '<p>ok</p>' } });
  });
});
