import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { setModule } from '../e2e/helpers/brandDb';

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unread = (token?: string) => server.call<Envelope<number>>('/wps/relay/CSP_unreadCount', { headers: token ? { Authorization: token } : {} });
const idOf = async (account: string) =>
  (await server.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe('GET /wps/relay/CSP_unreadCount: the avatar’s badge', () => {
  it('counts the member’s own messages not yet read, and no one else’s', async () => {
    const { token } = await signIn(server.call, 'player01');
    expect((await unread(token)).body).toEqual({ success: true, value: 0 });
    const [player, agent] = [await idOf('player01'), await idOf('agent01')];
    await server.database.db
      .insertInto('member_messages')
      .values([
        { member_id: player, title: 'Welcome', body: 'Your first deposit is doubled this week.' },
        { member_id: player, title: 'Weekend', body: 'Free spins on Saturday.' },
        { member_id: player, title: 'Read', body: 'Opened already.', read_at: new Date() },
        { member_id: agent, title: 'Agents', body: 'Your contract renews.' },
      ])
      .execute();
    expect((await unread(token)).body).toEqual({ success: true, value: 2 });
    await server.database.db.updateTable('member_messages').set({ read_at: new Date() }).where('member_id', '=', player).where('title', '=', 'Welcome').execute();
    expect((await unread(token)).body).toEqual({ success: true, value: 1 });
  });

  it('needs a session and a real account', async () => {
    expect((await unread()).status).toBe(401);
    const trial = await server.call<{ value: { token: string } }>('/wps/session/login/freeplay', { method: 'POST', body: { os: 'web', platform: 'W' } });
    expect((await unread(trial.body.value.token)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
  });

  it('is closed with the inbox module (INBOX3) off', async () => {
    const { token } = await signIn(server.call, 'agent01');
    expect((await unread(token)).body).toEqual({ success: true, value: 1 });
    await setModule(server, 'bd', 'INBOX3', '0');
    try {
      const res = await unread(token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'INBOX3', '1');
    }
  });
});
