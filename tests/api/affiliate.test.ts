import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted, signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import { checkTree } from '../../server/modules/agent/checkTree';
import { setModule } from '../e2e/helpers/brandDb';

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const check = (code: string) => server.call<Envelope<{ valid: boolean }>>(`/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=example.com`, { headers: { Language: 'EN' } });

let n = 0;
/** A registration by account name as the site sends it: the number's SMS code and the captcha's answer. */
async function register(extra: Record<string, unknown>) {
  const mobileNum = `0181${String(3000000 + ++n).padStart(7, '0')}`;
  await server.call('/wps/verification/sms/register', { method: 'POST', body: { countryDialingCode: '880', mobileNo: mobileNum } });
  const outbox = (await server.call<{ value: Array<{ to: string; code: string }> }>('/dev/outbox')).body.value;
  const captchaId = crypto.randomUUID();
  await server.call(`/wps/captcha?uuid=${captchaId}`);
  const captcha = (await server.call<{ value: { answer: string } }>(`/dev/challenges/${captchaId}`)).body.value.answer;
  const username = `invited${n}x`;
  const res = await sendEncrypted(
    server.call,
    '/wps/member/register',
    {
      username,
      password: 'Padma-river-7',
      confirmPassword: 'Padma-river-7',
      mobileNum,
      countryDialingCode: '880',
      verificationCode: outbox.find((m) => m.to === `+880${mobileNum.slice(1)}`)!.code,
      captchaId,
      captcha,
      registerMethod: 'WEB',
      ...extra,
    },
    { method: 'PUT', headers: { Language: 'EN' } },
  );
  return { res: res as { status: number; body: Envelope }, username };
}

const lockAgent01 = (locked: boolean) => server.database.db.updateTable('members').set({ locked }).where('brand_id', '=', 'bd').where('account', '=', 'agent01').execute();

describe('GET /wps/agent/affiliate: whether a registration link’s affiliate code is good', () => {
  it('says yes for a live agent’s code, in either case, and names nobody', async () => {
    for (const code of ['MQ7K2P', 'mq7k2p', ' MQ7K2P ']) {
      const res = await check(code);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, value: { valid: true } });
    }
  });

  // LM4R8T is Lumen Play's agent's code: no good on Marquee BD.
  it('gives an unknown code, a malformed one, another brand’s and a locked agent’s the very same answer', async () => {
    const no = { status: 200, body: { success: true, value: { valid: false } } };
    for (const code of ['NOPE99', '', '<script>', "MQ7K2P' or '1'='1", 'MQ7K2P%', 'Ж'.repeat(8), 'LM4R8T'])
      expect(await check(code).then(({ status, body }) => ({ status, body })), code).toEqual(no);
    await lockAgent01(true);
    try {
      expect(await check('MQ7K2P').then(({ status, body }) => ({ status, body }))).toEqual(no);
    } finally {
      await lockAgent01(false);
    }
  });

  it('is closed with the affiliate module (AFFMAN3) off', async () => {
    await setModule(server, 'bd', 'AFFMAN3', '0');
    try {
      const res = await check('MQ7K2P');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, errorCode: 'MODULE_DISABLED', message: 'This service is not available on this site.' });
    } finally {
      await setModule(server, 'bd', 'AFFMAN3', '1');
    }
    expect((await check('MQ7K2P')).body).toEqual({ success: true, value: { valid: true } });
  });
});

describe('registration with a link’s codes', () => {
  it('puts the player under the code’s agent and keeps the link’s referral code', async () => {
    const { res, username } = await register({ affiliateCode: 'mq7k2p', referralCode: ' FRIEND42 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await server.database.db
      .selectFrom('members as m')
      .innerJoin('members as u', 'u.id', 'm.upline_id')
      .select(['u.account as upline', 'm.referral_code'])
      .where('m.brand_id', '=', 'bd')
      .where('m.account', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upline: 'agent01', referral_code: 'FRIEND42' });
  });

  it('refuses a locked agent’s code, as the check does', async () => {
    await lockAgent01(true);
    try {
      expect((await register({ affiliateCode: 'MQ7K2P' })).res.body).toMatchObject({ errorCode: 'INVITATION_INVALID', field: 'affiliateCode', message: 'The invitation code is not valid.' });
    } finally {
      await lockAgent01(false);
    }
  });
});

describe('registration through one of an agent’s links', () => {
  const agentToken = () => signIn(server.call, 'agent01').then((s) => s.token);
  const linkCall = (token: string, path: string, body: unknown) =>
    server.call<Envelope<{ id: string; code: string; signUps: number; visits: number }>>(path, { method: 'POST', body, headers: { Authorization: token, Language: 'EN', 'Idempotency-Key': newKey() } });
  const linkRow = (code: string) => server.database.db.selectFrom('affiliate_links').select(['visits', 'signups']).where('code', '=', code).executeTakeFirstOrThrow();
  const placed = (username: string) =>
    server.database.db
      .selectFrom('members as m')
      .innerJoin('members as u', 'u.id', 'm.upline_id')
      .innerJoin('member_tree as t', (j) => j.onRef('t.descendant', '=', 'm.id').onRef('t.ancestor', '=', 'u.id'))
      .select(['u.account as upline', 'm.type', 't.depth'])
      .where('m.account', '=', username)
      .executeTakeFirstOrThrow();

  it('puts the player in the agent’s tree and counts the sign-up once', async () => {
    const token = await agentToken();
    const link = (await linkCall(token, '/wps/relay/MCS2_createAffiliateLink', { note: 'flyer' })).body;
    if (!link.success) throw new Error(JSON.stringify(link));
    await check(link.value.code);
    const { res, username } = await register({ affiliateCode: link.value.code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await placed(username)).toEqual({ upline: 'agent01', type: 0, depth: 1 });
    expect(await linkRow(link.value.code)).toEqual({ visits: '1', signups: '1' });
    expect(await checkTree(server.database.db)).toEqual([]);
  });

  it('makes the account type the link says: an agent, while the brand lets agents open agents', async () => {
    const token = await agentToken();
    const link = (await linkCall(token, '/wps/relay/MCS2_createAffiliateLink', { accountType: 1 })).body;
    if (!link.success) throw new Error(JSON.stringify(link));
    const first = await register({ affiliateCode: link.value.code });
    expect(first.res.status, JSON.stringify(first.res.body)).toBe(200);
    expect(await placed(first.username)).toEqual({ upline: 'agent01', type: 1, depth: 1 });
    await setModule(server, 'bd', 'SUBAGENT3', '0');
    try {
      const second = await register({ affiliateCode: link.value.code });
      expect(await placed(second.username)).toEqual({ upline: 'agent01', type: 0, depth: 1 });
    } finally {
      await setModule(server, 'bd', 'SUBAGENT3', '1');
    }
    expect(await linkRow(link.value.code)).toMatchObject({ signups: '2' });
  });

  it('refuses a link switched off, as the check does, and counts nothing', async () => {
    const token = await agentToken();
    const link = (await linkCall(token, '/wps/relay/MCS2_createAffiliateLink', {})).body;
    if (!link.success) throw new Error(JSON.stringify(link));
    await linkCall(token, '/wps/relay/MCS2_updateAffiliateLink', { id: link.value.id, enabled: false });
    expect((await check(link.value.code)).body).toEqual({ success: true, value: { valid: false } });
    expect((await register({ affiliateCode: link.value.code })).res.body).toMatchObject({ errorCode: 'INVITATION_INVALID', field: 'affiliateCode' });
    expect(await linkRow(link.value.code)).toEqual({ visits: '1', signups: '0' });
  });
});
