import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';

// The help centre written in the console: categories and articles per language, articles cleaned
// of scripts, ordered, live on the players' next request, each change audited.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Centre = { categories: Array<{ id: number; title: Record<string, string>; articles: Array<{ id: number; title: Record<string, string>; content: Record<string, string> }> }> };
type PlayerCentre = Array<{ id: number; title: string; articles: Array<{ id: number; title: string; content: string }> }>;

describe('the help centre from the console', () => {
  let editor: string;
  let support: string;
  const api = () => operatorApi(server);
  const player = async (lang = 'EN') => (await server.call<{ value: PlayerCentre }>('/wps/system/helpCenter', { headers: { Language: lang } })).body.value;
  const centre = async () => ((await api().call<Centre>(editor, '/ops/content/help', 'GET', { brandId: 'bd' })).body as { value: Centre }).value;

  beforeAll(async () => {
    editor = await api().tokenOf('editor');
    support = await api().tokenOf('helpdesk');
  });

  it('adds a category and an article that players read in their language, without its script, last until ordered first', async () => {
    const category = await api().call<{ id: number }>(editor, '/ops/content/help/categories', 'PUT', { brandId: 'bd', title: { en: 'Withdrawals', bn: 'উত্তোলন' } });
    const categoryId = (category.body as { value: { id: number } }).value.id;
    const article = await api().call<{ id: number }>(editor, '/ops/content/help/articles', 'PUT', {
      brandId: 'bd',
      categoryId,
      title: { en: 'How long does it take?', bn: 'কত সময় লাগে?' },
      content: { en: '<p>Within <b>24 hours</b>.</p><script>steal()</script>', bn: '<p>24 ঘণ্টার মধ্যে।</p>' },
    });
    expect(article.status).toBe(200);
    const shown = await player();
    expect(shown.at(-1)).toMatchObject({ id: categoryId, title: 'Withdrawals', articles: [{ title: 'How long does it take?', content: '<p>Within <b>24 hours</b>.</p>' }] });
    expect((await player('BN')).at(-1)).toMatchObject({ title: 'উত্তোলন', articles: [{ title: 'কত সময় লাগে?' }] });

    const ids = (await centre()).categories.map((c) => c.id);
    expect((await api().call(editor, '/ops/content/help/order', 'PUT', { brandId: 'bd', ids: [categoryId, ...ids.filter((i) => i !== categoryId)] })).status).toBe(200);
    expect((await player())[0]!.id).toBe(categoryId);
    expect((await api().call(editor, '/ops/content/help/order', 'PUT', { brandId: 'bd', ids: [categoryId] })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'ids' });

    // A category's removal takes its articles.
    expect((await api().call(editor, '/ops/content/help/categories', 'DELETE', { brandId: 'bd', id: categoryId })).status).toBe(200);
    expect((await player()).some((c) => c.id === categoryId)).toBe(false);
    const left = await server.database.db.selectFrom('help_articles').select('id').where('category_id', '=', categoryId).execute();
    expect(left).toEqual([]);
    const audit = await server.database.db.selectFrom('audit_log').select('action').where('action', 'like', 'help.%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['help.category.save', 'help.article.save', 'help.order', 'help.category.delete']);
  });

  it('refuses an article with half its languages, in another brand’s category, or for a support operator', async () => {
    const categoryId = (await centre()).categories[0]!.id;
    const half = await api().call(editor, '/ops/content/help/articles', 'PUT', { brandId: 'bd', categoryId, title: { en: 'Title' }, content: { en: 'x', bn: 'y' } });
    expect(half.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.bn' });
    const lumenCategory = await server.database.db.selectFrom('help_categories').select('id').where('brand_id', '=', 'lumen').executeTakeFirst();
    if (lumenCategory) {
      const elsewhere = await api().call(editor, '/ops/content/help/articles', 'PUT', { brandId: 'bd', categoryId: lumenCategory.id, title: { en: 'T' }, content: { en: 'x' } });
      expect(elsewhere.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'categoryId' });
    }
    expect((await api().call(support, '/ops/content/help', 'GET', { brandId: 'bd' })).status).toBe(403);
  });
});
