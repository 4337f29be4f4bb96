import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { valueOf } from '../helpers/valueOf';

// Notices and announcements written in the console by a content operator: cleaned of anything
// that could run in a player's browser, live on the players' next request, scheduled, audited.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tokenOf = (username: string) => operatorApi(server).tokenOf(username);

describe('content from the console', () => {
  let editor: string;
  let support: string;
  const call = <T,>(token: string, path: string, method: string, body: Record<string, unknown>) => operatorApi(server).call<T>(token, path, method, body);
  const playerNotices = async (lang = 'EN') => {
    const res = await server.call<Envelope<{ list: Array<{ id: number; title: string; content: string }> }>>('/wps/system/notices?pageNo=1&pageSize=50', { headers: { Language: lang } });
    return res.body.success ? res.body.value.list : [];
  };

  beforeAll(async () => {
    editor = await tokenOf('editor');
    support = await tokenOf('helpdesk');
  });

  it('stores a notice without its script, and players read it in their language on the next request', async () => {
    const saved = await call<{ id: number }>(editor, '/ops/content/notices', 'PUT', {
      brandId: 'bd',
      title: { en: 'Weekend bonus', bn: 'সপ্তাহান্তের বোনাস' },
      content: { en: '<p>Deposit <b>today</b>.</p><script>steal()</script><img src="https://x.test/a.png" onerror="steal()">', bn: '<p>আজই জমা দিন।</p>' },
    });
    expect(saved.status).toBe(200);
    const id = (saved.body as { value: { id: number } }).value.id;
    const stored = await server.database.db.selectFrom('notices').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.content).toEqual({ en: '<p>Deposit <b>today</b>.</p><img src="https://x.test/a.png" />', bn: '<p>আজই জমা দিন।</p>' });
    expect((await playerNotices()).find((n) => n.id === id)).toMatchObject({ title: 'Weekend bonus', content: '<p>Deposit <b>today</b>.</p><img src="https://x.test/a.png" />' });
    expect((await playerNotices('BN')).find((n) => n.id === id)).toMatchObject({ title: 'সপ্তাহান্তের বোনাস' });

    const edited = await call(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', id, title: { en: 'Weekend bonus!' }, content: { en: '<p>Now.</p>' } });
    expect(edited.status).toBe(200);
    expect((await playerNotices()).find((n) => n.id === id)).toMatchObject({ title: 'Weekend bonus!' });
    expect((await call(editor, '/ops/content/notices', 'DELETE', { brandId: 'bd', id: String(id) })).status).toBe(200);
    expect((await playerNotices()).find((n) => n.id === id)).toBeUndefined();
  });

  it('refuses half a notice, one that is only a script, and a language the brand does not offer, and keeps nothing', async () => {
    const count = async () => Number((await server.database.db.selectFrom('notices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const half = await call(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', title: { en: 'T', bn: 'শি' }, content: { en: '<p>x</p>' } });
    expect(half.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'content.bn', message: 'a language with a title needs its text, with something left once scripts and unsafe parts are removed' });
    const onlyScript = await call(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', title: { en: 'T' }, content: { en: '<script>x()</script>' } });
    expect(onlyScript.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'content.en' });
    const other = await call(editor, '/ops/content/notices', 'PUT', { brandId: 'bd', title: { fr: 'T' }, content: { fr: 'x' } });
    expect(other.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('shows an announcement only from its start, refuses an end before the start, and audits each change', async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const later = await call<{ id: number }>(editor, '/ops/content/announcements', 'PUT', { brandId: 'bd', type: 'B', title: { en: 'Maintenance tonight' }, content: { en: '<p>At 2 am.</p>' }, startAt: start });
    expect(later.status).toBe(200);
    const shown = async () => {
      const res = await server.call<Envelope<Array<{ title: string }>>>('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W', { headers: { Language: 'EN' } });
      return res.body.success ? res.body.value.map((a) => a.title) : [];
    };
    expect(await shown()).not.toContain('Maintenance tonight');
    const id = (later.body as { value: { id: number } }).value.id;
    await call(editor, '/ops/content/announcements', 'PUT', { brandId: 'bd', id, type: 'B', title: { en: 'Maintenance tonight' }, content: { en: '<p>At 2 am.</p>' }, startAt: new Date(Date.now() - 1000).toISOString() });
    expect(await shown()).toContain('Maintenance tonight');
    const backwards = await call(editor, '/ops/content/announcements', 'PUT', { brandId: 'bd', type: 'B', title: { en: 'x' }, content: { en: 'x' }, startAt: start, endAt: new Date().toISOString() });
    expect(backwards.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'endAt', message: 'the end must come after the start' });

    const admin = await tokenOf('admin');
    const log = await call<{ items: Array<{ action: string; operator: string }> }>(admin, '/ops/audit', 'GET', { brandId: 'bd' });
    const actions = (log.body as { value: { items: Array<{ action: string; operator: string }> } }).value.items.filter((i) => i.operator === 'editor').map((i) => i.action);
    expect(actions.slice(0, 5)).toEqual(['announcement.save', 'announcement.save', 'notice.delete', 'notice.save', 'notice.save']);
  });

  it('keeps a notice for agents out of the site, and gives it to agents in the agent centre only', async () => {
    const saved = await call<{ id: number }>(editor, '/ops/content/notices', 'PUT', {
      brandId: 'bd',
      audience: 'agents',
      title: { en: 'New salary tiers', bn: 'নতুন বেতনের ধাপ' },
      content: { en: '<p>Higher rates this month.</p>', bn: '<p>এই মাসে বেশি হার।</p>' },
    });
    expect(saved.status).toBe(200);
    const id = (saved.body as { value: { id: number } }).value.id;
    expect((await playerNotices()).find((n) => n.id === id)).toBeUndefined();
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    const { list } = valueOf<{ list: Array<{ id: number; title: string }> }>(await agent('/wps/relay/MCSFE_getAgentNotices?pageNo=1&pageSize=50'));
    expect(list[0]).toMatchObject({ id, title: 'New salary tiers' });
    // The seeded notices for players are not among them.
    expect(list.every((n) => n.title.startsWith('For agents') || n.id === id)).toBe(true);
    const player = memberApi(server, (await signIn(server.call, 'player01')).token);
    expect((await player('/wps/relay/MCSFE_getAgentNotices')).body).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
    const { items } = valueOf<{ items: Array<{ id: number; audience: string }> }>(await call(editor, '/ops/content/notices', 'GET', { brandId: 'bd', pageNo: 1, pageSize: 50 }));
    expect(items.find((n) => n.id === id)?.audience).toBe('agents');
    expect((await call(editor, '/ops/content/notices', 'DELETE', { brandId: 'bd', id: String(id) })).status).toBe(200);
  });

  it('keeps a support operator out of content', async () => {
    expect((await call(support, '/ops/content/notices', 'GET', { brandId: 'bd' })).status).toBe(403);
    expect((await call(support, '/ops/content/notices', 'PUT', { brandId: 'bd', title: { en: 'x' }, content: { en: 'x' } })).status).toBe(403);
  });
});
