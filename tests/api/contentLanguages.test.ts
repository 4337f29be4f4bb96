import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { like } from '../helpers/like';

type Notices = { list: Array<{ title: string; content: string }> };
type Announcements = Array<{ type: string; title: string; content: string }>;
type Help = Array<{ title: string; articles: Array<{ title: string; content: string }> }>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function value<T>(path: string, headers: Record<string, string>, host = 'localhost'): Promise<T> {
  const res = await server.call<{ success: boolean; value: T }>(path, { host, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

const NOTICES = '/wps/system/notices';
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&platform=W';
const HELP = '/wps/system/helpCenter';
// Bengali letters (the taka sign ৳ sits in the same block but belongs to English text too).
const bengali = /[\u0985-\u09B9]/;

describe('operator content per language', () => {
  it('answers notices, announcements and help in English when the client asks for English', async () => {
    const en = { Language: 'en' };
    const notices = await value<Notices>(NOTICES, en);
    expect(notices.list[0]).toMatchObject({ title: 'System maintenance notice', content: like.stringContaining('Live casino') });
    for (const n of notices.list) expect(n.title + n.content).not.toMatch(bengali);
    const announcements = await value<Announcements>(ANNOUNCEMENTS, en);
    expect(announcements.find((a) => a.type === 'B')).toMatchObject({ title: 'Play responsibly', content: like.stringContaining('Welcome to Marquee BD!') });
    const help = await value<Help>(HELP, en);
    expect(help.map((c) => c.title)).toEqual(['Account', 'Deposits and withdrawals', 'Responsible gaming']);
    expect(help[0]!.articles[0]!.title).toBe('How to register');
  });

  it('answers in Bengali when the client asks for Bengali, on the English-first brand too', async () => {
    const bn = { Language: 'bn' };
    expect((await value<Notices>(NOTICES, bn)).list[0]!.title).toBe('সিস্টেম রক্ষণাবেক্ষণের নোটিশ');
    expect((await value<Help>(HELP, bn))[0]!.articles[0]!.content).toMatch(/নিবন্ধন/);
    expect((await value<Notices>(NOTICES, bn, 'lumen.localhost')).list[0]!.title).toBe('সাপ্তাহিক ছুটির ক্যাশব্যাক চালু');
    // Accept-Language counts when the Language header is missing.
    expect((await value<Announcements>(ANNOUNCEMENTS, { 'Accept-Language': 'en-GB,en;q=0.9' })).find((a) => a.type === 'PL')!.title).toBe('Sign-in notice');
  });

  it('answers the brand default language without a language asked', async () => {
    expect((await value<Notices>(NOTICES, {})).list[0]!.title).toBe('সিস্টেম রক্ষণাবেক্ষণের নোটিশ');
    expect((await value<Notices>(NOTICES, {}, 'lumen.localhost')).list[0]!.title).toBe('Weekend cashback is live');
  });

  it('falls back to the brand default language, then to any language the item has', async () => {
    const db = server.database.db;
    const inserted = await db
      .insertInto('notices')
      .values([
        // Newest first: created after the seed's notices.
        { brand_id: 'bd', title: JSON.stringify({ bn: 'শুধু বাংলা' }), content: JSON.stringify({ bn: '<p>শুধু বাংলায় লেখা।</p>' }), created_at: new Date(Date.now() + 2000) },
        { brand_id: 'bd', title: JSON.stringify({ th: 'ภาษาไทยเท่านั้น' }), content: JSON.stringify({ th: '<p>ไทย</p>' }), created_at: new Date(Date.now() + 1000) },
        // A title in English whose body was written only in Bengali: the body falls back on its own.
        { brand_id: 'bd', title: JSON.stringify({ en: 'Title only in English', bn: 'শিরোনাম' }), content: JSON.stringify({ bn: '<p>বাংলা</p>' }), created_at: new Date(Date.now() + 500) },
      ])
      .returning('id')
      .execute();
    try {
      const list = (await value<Notices>(`${NOTICES}?pageSize=3`, { Language: 'en' })).list;
      expect(list.map((n) => n.title)).toEqual(['শুধু বাংলা', 'ภาษาไทยเท่านั้น', 'Title only in English']);
      expect(list.map((n) => n.content)).toEqual(['<p>শুধু বাংলায় লেখা।</p>', '<p>ไทย</p>', '<p>বাংলা</p>']);
    } finally {
      await db.deleteFrom('notices').where('id', 'in', inserted.map((r) => r.id)).execute();
    }
  });

  it('refuses to store a text that is not an object of strings by language', async () => {
    const db = server.database.db;
    for (const bad of ['"plain"', '{}', '{"bn": 1}']) {
      await expect(db.insertInto('notices').values({ brand_id: 'bd', title: bad, content: '{"bn":"x"}' }).execute()).rejects.toThrow(/notices_title_languages|check/);
    }
  });
});
