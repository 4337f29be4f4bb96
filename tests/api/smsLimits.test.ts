import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { askNumberOnUsernameTab, solvedCaptcha } from '../helpers/register';
import { sendEncrypted } from '../helpers/signIn';
import { SMS_DAILY_CAP } from '../../server/modules/verification/service';
import { countText } from '../../server/modules/verification/store';
import { like } from '../helpers/like';

// What guards every text the site sends: the brand's countries, one code a minute per number and
// purpose, a cap per number and day; and what keeps the SMS calls and registration from telling
// which numbers and names are taken. The bursts are meaningful on PostgreSQL, where requests run
// side by side on several connections; on PGlite they still must hold.

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };
type Outbox = Array<{ to: string; code: string | null; text: string }>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The code's checks at a sign-up by name: the brand asks the number on the username tab too.
  await askNumberOnUsernameTab(server);
});
afterAll(() => server.close());

const post = (path: string, body: unknown, lang = 'EN') => server.call<Envelope>(path, { method: 'POST', body, headers: { Language: lang } });
const askRegister = (mobileNo: string, dial = '880', lang = 'EN') => post('/wps/verification/sms/register', { countryDialingCode: dial, mobileNo }, lang);
const askLogin = (mobileNum: string, dial = '880', lang = 'EN') => post('/wps/verification/sms/noLogin', { countryDialingCode: dial, mobileNum }, lang);
const sent = { success: true, value: { resendAfterSeconds: 60, expiresInSeconds: 300 } };

const outbox = async () => (await server.call<{ value: Outbox }>('/dev/outbox')).body.value;
const textsTo = async (to: string) => (await outbox()).filter((m) => m.to === to);

let n = 0;
/** A fresh Bangladeshi mobile number per call, as typed and in E.164. */
const newMobile = () => {
  const typed = `0181${String(3000000 + ++n).padStart(7, '0')}`;
  return { typed, e164: `+880${typed.slice(1)}` };
};

/** As if the last code to the number had been sent more than a minute ago. */
const minutePassed = (e164: string) => sql`update sms_codes set sent_at = sent_at - interval '61 seconds' where mobile = ${e164}`.execute(server.database.db);

const dayCount = async (e164: string) =>
  (await sql<{ count: number }>`select count from sms_daily_counts where brand_id = 'bd' and mobile = ${e164}`.execute(server.database.db)).rows[0]?.count ?? 0;

/** A captcha the way a person passes it. */
const captcha = () => solvedCaptcha(server);

const register = async (body: Record<string, unknown>) =>
  (await sendEncrypted(server.call, '/wps/member/register', { password: 'Padma-river-7', confirmPassword: 'Padma-river-7', countryDialingCode: '880', ...(await captcha()), ...body }, {
    method: 'PUT',
    headers: { Language: 'EN' },
  })) as { status: number; body: Envelope };

const tally = (answers: Array<{ body: Envelope }>) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = a.body.success ? 'OK' : a.body.errorCode;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};

describe("texts only to the brand's countries", () => {
  it('refuses a number of another country on both SMS calls, translated, before anything is sent or counted', async () => {
    // A British mobile number: valid, but Marquee BD serves BD, IN, NP, MY, AE and SA.
    const uk = '+447400123456';
    for (const ask of [askRegister, askLogin]) {
      const res = await ask('07400123456', '44');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, errorCode: 'SMS_COUNTRY_REFUSED', field: 'mobileNum', message: 'Text messages go only to mobile numbers of the countries this site serves.' });
    }
    expect((await askLogin('07400123456', '44', 'BN')).body).toMatchObject({ message: 'এই সাইট যে দেশগুলোতে সেবা দেয়, শুধু সেসব দেশের মোবাইল নম্বরে টেক্সট মেসেজ পাঠানো হয়।' });
    expect(await textsTo(uk)).toEqual([]);
    expect(await dayCount(uk)).toBe(0);
    const codes = await sql`select 1 from sms_codes where mobile = ${uk}`.execute(server.database.db);
    expect(codes.rows).toEqual([]);
  });

  it("follows each brand's own list: a Nepali number is texted on Marquee BD, refused on Lumen Play", async () => {
    expect((await askLogin('9841234567', '977')).body).toEqual(sent);
    const lumen = await server.call<Envelope>('/wps/verification/sms/register', { method: 'POST', host: 'lumen.localhost', body: { countryDialingCode: '977', mobileNo: '9841234567' } });
    expect(lumen.body).toMatchObject({ errorCode: 'SMS_COUNTRY_REFUSED' });
  });
});

describe('a cap of texts per number and day', () => {
  it(`sends ${SMS_DAILY_CAP} texts a day to one number, every purpose together, then refuses without touching the last code`, async () => {
    const { typed, e164 } = newMobile();
    for (let i = 0; i < SMS_DAILY_CAP; i++) {
      const res = await (i % 2 === 0 ? askLogin(typed) : askRegister(typed));
      expect(res.body, `text ${i + 1}`).toEqual(sent);
      await minutePassed(e164);
    }
    expect(await textsTo(e164)).toHaveLength(SMS_DAILY_CAP);
    const lastCode = (await textsTo(e164))[0]!.code!;

    for (const ask of [askRegister, askLogin]) {
      const refused = await ask(typed);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ errorCode: 'SMS_DAILY_LIMIT', field: 'mobileNum', message: like.stringMatching(/today/) });
    }
    expect((await askRegister(typed, '880', 'BN')).body).toMatchObject({ message: like.stringContaining('আগামীকাল') });
    expect(await textsTo(e164)).toHaveLength(SMS_DAILY_CAP);
    expect(await dayCount(e164)).toBe(SMS_DAILY_CAP);

    // The refused request kept no new code: the last one sent still registers the number.
    const made = await register({ username: `capped${n}x`, mobileNum: typed, verificationCode: lastCode });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    // Another number is not held back, and tomorrow this one gets texts again.
    expect((await askLogin(newMobile().typed)).body).toEqual(sent);
    await sql`update sms_daily_counts set day = day - 1 where mobile = ${e164}`.execute(server.database.db);
    expect((await askLogin(typed)).body).toEqual(sent);
  });

  it(`grants exactly ${SMS_DAILY_CAP} of 20 counts made at once for one number (one atomic statement)`, async () => {
    const { e164 } = newMobile();
    const granted = await Promise.all(Array.from({ length: 20 }, () => countText(server.database.db, 'bd', e164, 'Asia/Dhaka')));
    expect(granted.filter(Boolean)).toHaveLength(SMS_DAILY_CAP);
    expect(await dayCount(e164)).toBe(SMS_DAILY_CAP);
  });

  it('sends one text for 20 requests at once for one number and purpose (the minute rule holds under a burst)', async () => {
    const { typed, e164 } = newMobile();
    const answers = await Promise.all(Array.from({ length: 20 }, () => askLogin(typed)));
    expect(tally(answers), JSON.stringify(tally(answers))).toEqual({ OK: 1, SMS_TOO_SOON: 19 });
    expect(await textsTo(e164)).toHaveLength(1);
    expect(await dayCount(e164)).toBe(1);
  });

  it('sends exactly the texts left of the day to 20 requests at once, both purposes mixed', async () => {
    const { typed, e164 } = newMobile();
    // One text is left today; the minute rule alone would let one of each purpose through.
    await sql`insert into sms_daily_counts (brand_id, mobile, day, count) values ('bd', ${e164}, (now() at time zone 'Asia/Dhaka')::date, ${SMS_DAILY_CAP - 1})`.execute(server.database.db);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? askLogin(typed) : askRegister(typed))));
    const counts = tally(answers);
    expect(counts.OK, JSON.stringify(counts)).toBe(1);
    expect((counts.SMS_TOO_SOON ?? 0) + (counts.SMS_DAILY_LIMIT ?? 0)).toBe(19);
    expect(counts.SMS_DAILY_LIMIT).toBeGreaterThan(0);
    expect(await textsTo(e164)).toHaveLength(1);
    expect(await dayCount(e164)).toBe(SMS_DAILY_CAP);
  });
});

describe('no enumeration through sms/register and registration', () => {
  it('answers a taken number exactly as a free one, the minute rule included, and tells only the phone', async () => {
    const free = newMobile();
    const taken = { typed: '01712345678', e164: '+8801712345678' };
    const [a, b] = [await askRegister(free.typed), await askRegister(taken.typed)];
    expect([a.status, a.body]).toEqual([200, sent]);
    expect([b.status, b.body]).toEqual([200, sent]);
    const [again1, again2] = [await askRegister(free.typed), await askRegister(taken.typed)];
    expect(again1.status).toBe(429);
    expect(again2.status).toBe(429);
    expect({ ...again2.body, message: '' }).toEqual({ ...again1.body, message: '' });

    const [freeText] = await textsTo(free.e164);
    const [takenText] = await textsTo(taken.e164);
    expect(freeText!.code).toMatch(/^\d{6}$/);
    expect(takenText).toMatchObject({ code: null, text: like.stringContaining('an account already uses it') });
    expect((await askRegister(taken.typed, '880', 'BN')).status).toBe(429);
  });

  it('refuses a taken number at registration only for a wrong code, as it refuses a free one', async () => {
    const free = newMobile();
    await askRegister(free.typed);
    const wrongFree = await register({ username: `probe${n}a`, mobileNum: free.typed, verificationCode: '000000' });
    const wrongTaken = await register({ username: `probe${n}b`, mobileNum: '01712345678', verificationCode: '000000' });
    expect(wrongFree.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'verificationCode' });
    expect(wrongTaken.body).toEqual(wrongFree.body);
  });

  it('spends the code when the account name turns out to be taken, so one code cannot try name after name', async () => {
    const { typed, e164 } = newMobile();
    await askRegister(typed);
    const code = (await textsTo(e164))[0]!.code!;
    const taken = await register({ username: 'Agent01', mobileNum: typed, verificationCode: code });
    expect(taken.body).toMatchObject({ errorCode: 'ACCOUNT_TAKEN', field: 'username' });
    const left = await sql`select 1 from sms_codes where mobile = ${e164} and purpose = 'register'`.execute(server.database.db);
    expect(left.rows).toEqual([]);
    const next = await register({ username: `fresh${n}x`, mobileNum: typed, verificationCode: code });
    expect(next.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'verificationCode' });
  });
});

describe('a code’s five minutes', () => {
  it('registers with a code within its five minutes, and refuses it once they are up, the number still free', async () => {
    const { typed, e164 } = newMobile();
    expect((await askRegister(typed)).body).toEqual(sent);
    const code = (await textsTo(e164))[0]!.code!;
    const [{ lives }] = (await sql<{ lives: number }>`select extract(epoch from expires_at - sent_at)::int as lives from sms_codes where mobile = ${e164}`.execute(server.database.db)).rows as [{ lives: number }];
    expect(lives).toBe(300);
    await sql`update sms_codes set expires_at = now() - interval '1 second' where mobile = ${e164}`.execute(server.database.db);
    const late = await register({ username: `late${n}x`, mobileNum: typed, verificationCode: code });
    expect(late.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'verificationCode' });
    expect((await sql`select 1 from members where mobile = ${e164}`.execute(server.database.db)).rows).toEqual([]);
  });
});
