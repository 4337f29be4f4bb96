import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { sendEncrypted } from '../helpers/signIn';
import enErrors from '../../locales/en/errors.json';
import bnErrors from '../../locales/bn/errors.json';
import { like } from '../helpers/like';

// A brand edited from the console: a draft checked as a publish would be, a publish that players
// meet on their next request as a numbered version with its changes, and a rollback to any version.

type Rules = Record<string, { enabled: boolean; required: boolean; minLength?: number; maxLength?: number; patternId?: string }>;
type BrandView = { version: number; published: { registerRules: Rules; config: { name: string } }; draft: null | { edited: string[]; operator: string; parts: { registerRules: Rules } } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tokenOf = (username: string) => operatorApi(server).tokenOf(username);

describe('brand drafts, versions and rollback', () => {
  let admin: string;
  let editor: string;
  const call = <T,>(token: string, path: string, method = 'GET', body?: unknown, lang = 'EN') => operatorApi(server).call<T>(token, path, method, body, lang);
  const view = async () => {
    const answer = await call<BrandView>(admin, '/ops/brand', 'GET', { brandId: 'bd' });
    if (!answer.body.success) throw new Error(answer.body.errorCode);
    return answer.body.value;
  };
  /** Registration by mobile number the way a browser-less client would try it: the server's own check answers. */
  const registerByMobile = (mobileNum: string, lang = 'EN') =>
    sendEncrypted(server.call, '/wps/member/register/mobile', { mobileNum, countryDialingCode: '880', verificationCode: '123456', password: 'Padma-river-7', confirmPassword: 'Padma-river-7' }, { method: 'PUT', headers: { Language: lang } }) as Promise<{ status: number; body: Envelope }>;

  beforeAll(async () => {
    admin = await tokenOf('admin');
    editor = await tokenOf('editor');
  });

  it('keeps an edit as a draft that players do not see until it is published as the next version', async () => {
    const start = await view();
    expect(start).toMatchObject({ version: 1, draft: null });
    const rules = { ...start.published.registerRules, mobileNum: { ...start.published.registerRules.mobileNum!, minLength: 8, maxLength: 9 } };
    const saved = await call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', registerRules: rules });
    expect(saved.body).toEqual({ success: true, value: { brandId: 'bd', edited: ['registerRules'] } });
    expect((await view()).draft).toMatchObject({ edited: ['registerRules'], operator: 'admin', parts: { registerRules: { mobileNum: { minLength: 8 } } } });
    // Not live yet: a Bangladeshi number of ten digits fails for its code, not for its length.
    expect((await registerByMobile('01712345678')).body).not.toMatchObject({ field: 'mobileNum' });

    const published = await call<{ version: number; changes: number }>(admin, '/ops/brand/publish', 'POST', { brandId: 'bd', note: 'Shorter numbers' });
    expect(published.body).toEqual({ success: true, value: { brandId: 'bd', version: 2, changes: 2 } });
    expect((await view()).draft).toBeNull();
    // Live on the next request, in both languages, with the browser bypassed.
    const refused = await registerByMobile('01712345678');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'mobileNum', message: 'A mobile number here has 8 to 9 digits, not counting a leading 0. Enter it in English digits 0–9.' });
    expect((await registerByMobile('01712345678', 'BN')).body).toMatchObject({ field: 'mobileNum', message: 'এখানে মোবাইল নম্বরে শুরুর 0 বাদে 8 থেকে 9টি অঙ্ক থাকে। ইংরেজি অঙ্কে (0–9) লিখুন।' });

    const versions = await call<{ current: number; total: number; items: Array<{ version: number; operator: string; note: string; changes: unknown[]; restoredFrom: number | null }> }>(admin, '/ops/brand/versions', 'GET', { brandId: 'bd' });
    expect(versions.body).toMatchObject({ success: true, value: { current: 2, total: 2 } });
    const [latest, first] = (versions.body as { value: { items: Array<Record<string, unknown>> } }).value.items;
    expect(latest).toMatchObject({
      version: 2,
      operator: 'admin',
      note: 'Shorter numbers',
      restoredFrom: null,
      changes: like.arrayContaining([
        { pointer: '/registerRules/mobileNum/minLength', before: 10, after: 8 },
        { pointer: '/registerRules/mobileNum/maxLength', before: 10, after: 9 },
      ]),
    });
    expect(first).toMatchObject({ version: 1, operator: '', changes: [] });
  });

  it('rolls back to an earlier version as a new one, and the old behaviour returns', async () => {
    const back = await call(admin, '/ops/brand/rollback', 'POST', { brandId: 'bd', version: 1 });
    expect(back.body).toEqual({ success: true, value: { brandId: 'bd', version: 3, changes: 2 } });
    expect((await registerByMobile('01712345678')).body).not.toMatchObject({ field: 'mobileNum' });
    expect((await view()).published.registerRules.mobileNum).toMatchObject({ minLength: 10, maxLength: 10 });
    const audit = await call<{ items: Array<{ action: string; target: string }> }>(admin, '/ops/audit', 'GET', { brandId: 'bd' });
    const actions = (audit.body as { value: { items: Array<{ action: string }> } }).value.items.map((i) => i.action);
    expect(actions.slice(0, 3)).toEqual(['brand.rollback', 'brand.publish', 'draft.save']);
  });

  it('refuses an invalid edit by its JSON pointer and keeps nothing of it', async () => {
    const before = await view();
    const bad = await call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', registerRules: { ...before.published.registerRules, mobileNum: { enabled: true, required: true, minLength: 12, maxLength: 9 } } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/registerRules/mobileNum/minLength', message: 'This change cannot be kept: at /registerRules/mobileNum/minLength, the minimum is above the maximum.' });
    // A password rule under the floor (ASVS 6.2.1, 6.2.5, 6.2.9), named where it breaks it, in the operator's language.
    const password = (rule: object, lang = 'EN') => call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', registerRules: { ...before.published.registerRules, password: { enabled: true, required: true, ...rule } } }, lang);
    expect((await password({ minLength: 6 })).body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/registerRules/password/minLength', message: 'This change cannot be kept: at /registerRules/password/minLength, a password must be allowed from 8 characters: the minimum cannot be below 8.' });
    expect((await password({ maxLength: 32 })).body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/registerRules/password/maxLength' });
    expect((await password({ patternId: 'strongPassword' }, 'BN')).body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/registerRules/password/patternId', message: like.stringContaining('প্যাটার্ন') });
    expect((await password({ acceptedPattern: '^[a-z]+$' })).body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/registerRules/password/acceptedPattern' });
    const renderer = await call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', config: { ...before.published.config, sidebar: [{ key: 'noSuchRenderer' }] } });
    expect(renderer.body).toMatchObject({ errorCode: 'CONFIG_INVALID' });
    const typo = await call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', config: { ...before.published.config, name: 5 } }, 'BN');
    expect(typo.body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/config/name', message: 'এই পরিবর্তন রাখা যাবে না: /config/name-এ এর ধরন সঠিক নয়।' });
    const domain = await call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', config: { ...before.published.config, domains: ['lumen.localhost'] } });
    expect(domain.body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/config/domains/0' });
    expect((await view()).draft).toBeNull();
    expect((await call(admin, '/ops/brand/publish', 'POST', { brandId: 'bd' })).body).toMatchObject({ errorCode: 'NOTHING_TO_PUBLISH' });
  });

  it('lets a content operator read versions and draft the footer, but not edit anything else, publish or roll back', async () => {
    expect((await call(editor, '/ops/brand/versions', 'GET', { brandId: 'bd' })).status).toBe(200);
    expect((await call(editor, '/ops/brand/draft', 'PUT', { brandId: 'bd', registerRules: {} })).status).toBe(403);
    const config = (await view()).published.config as Record<string, unknown> & { licences?: unknown[] };
    // The footer is taken from the edit; a new name in it is not.
    const footer = await call(editor, '/ops/brand/draft', 'PUT', { brandId: 'bd', config: { ...config, name: 'Renamed by content', licences: [] } });
    expect(footer.body).toMatchObject({ success: true, value: { edited: ['config'] } });
    const drafted = (await view()).draft as unknown as { operator: string; parts: { config: { name: string; licences: unknown[] } } };
    expect(drafted).toMatchObject({ operator: 'editor', parts: { config: { name: config.name, licences: [] } } });
    expect((await call(admin, '/ops/brand/draft', 'DELETE', { brandId: 'bd' })).status).toBe(200);
    expect((await call(editor, '/ops/brand/publish', 'POST', { brandId: 'bd' })).status).toBe(403);
    expect((await call(editor, '/ops/brand/rollback', 'POST', { brandId: 'bd', version: 1 })).status).toBe(403);
  });

  it('makes every module switch a version too, so it can be rolled back', async () => {
    const off = await call(admin, '/ops/modules', 'PUT', { brandId: 'bd', modId: 'REG3', enabled: false });
    expect(off.status).toBe(200);
    expect((await view()).version).toBe(4);
    expect((await server.call('/wps/system/setting/register')).status).toBe(403);
    await call(admin, '/ops/brand/rollback', 'POST', { brandId: 'bd', version: 3 });
    expect((await server.call('/wps/system/setting/register')).status).toBe(200);
  });

  it('numbers publishes fired together one after another', async () => {
    const { version } = await view();
    const answers = await Promise.all([1, 2, 3, 4].map(() => call<{ version: number }>(admin, '/ops/brand/rollback', 'POST', { brandId: 'bd', version: 1 })));
    const numbers = answers.map((a) => (a.body.success ? a.body.value.version : 0)).sort();
    expect(numbers).toEqual([version + 1, version + 2, version + 3, version + 4]);
  });

  it('refuses a site address for links that is not an origin of the brand’s own, at its field, in the operator’s language', async () => {
    const { config } = (await view()).published as unknown as { config: Record<string, unknown> };
    const draft = (siteOrigin: unknown, lang = 'EN') => call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', config: { ...config, siteOrigin } }, lang);
    for (const bad of ['http://localhost:1@evil.example', 'http://localhost:8080/', 'http://localhost:8080/reset?x=1#y', 'HTTP://LOCALHOST:8080', 'javascript:alert(1)', '//localhost:8080']) {
      const res = await draft(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/config/siteOrigin', message: `This change cannot be kept: at /config/siteOrigin, ${enErrors.reason_site_origin}.` });
    }
    expect((await draft('http://localhost:1@evil.example', 'BN')).body).toMatchObject({ field: '/config/siteOrigin', message: `এই পরিবর্তন রাখা যাবে না: /config/siteOrigin-এ ${bnErrors.reason_site_origin}।` });
    // An origin, but of a host the brand does not serve: its links would open another brand.
    expect((await draft('https://evil.example')).body).toMatchObject({ field: '/config/siteOrigin', message: `This change cannot be kept: at /config/siteOrigin, ${enErrors.reason_site_origin_domain}.` });
    expect((await draft('http://lumen.localhost:8080', 'BN')).body).toMatchObject({ field: '/config/siteOrigin', message: like.stringContaining(bnErrors.reason_site_origin_domain) });
    // None at all: a brand's links never fall back to the host a request names.
    const { siteOrigin: _kept, ...without } = config;
    expect((await call(admin, '/ops/brand/draft', 'PUT', { brandId: 'bd', config: without })).body).toMatchObject({ errorCode: 'CONFIG_INVALID', field: '/config/siteOrigin' });
    expect((await view()).draft).toBeNull();
    // Another of the brand's own domains, over https, is kept.
    expect((await draft('https://bd.marquee.test')).body).toMatchObject({ success: true });
    expect((await view()).draft).toMatchObject({ parts: { config: { siteOrigin: 'https://bd.marquee.test' } } });
    expect((await call(admin, '/ops/brand/draft', 'DELETE', { brandId: 'bd' })).status).toBe(200);
  });

  it('rolls back to a version published before brands had a site address for links with the brand’s current one', async () => {
    const { version, published } = await view();
    const origin = (published.config as { siteOrigin?: string }).siteOrigin;
    expect(origin).toBe('http://localhost:8080');
    await sql`update brand_versions set config = config - 'siteOrigin' where brand_id = 'bd' and version = 1`.execute(server.database.db);
    const back = await call(admin, '/ops/brand/rollback', 'POST', { brandId: 'bd', version: 1 });
    expect(back.body).toMatchObject({ success: true, value: { version: version + 1 } });
    expect(((await view()).published.config as { siteOrigin?: string }).siteOrigin).toBe(origin);
  });
});
