import { sql } from 'kysely';
import type { TestServer } from './testServer';
import { sendEncrypted } from './signIn';

type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

/** A captcha the way a person passes it: the picture's answer, read from the test profile's challenge page. */
export async function solvedCaptcha(server: TestServer): Promise<{ captchaId: string; captcha: string }> {
  const captchaId = crypto.randomUUID();
  await server.call(`/wps/captcha?uuid=${captchaId}`);
  const answer = ((await server.call(`/dev/challenges/${captchaId}`)).body as { value: { answer: string } }).value.answer;
  return { captchaId, captcha: answer };
}

let n = 0;
/**
 * Registers `username` with `password` on the default brand through the real calls, as the site
 * does: a code texted to a fresh number (`series` keeps files' numbers apart), the captcha, the
 * sealed body; signed in. `overrides` replaces fields of the body, to send what a script would;
 * `headers` adds to the request's (an `X-Forwarded-For` registers from another address).
 */
export async function registerAs(server: TestServer, series: string, username: string, password: string, lang = 'EN', overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const mobileNum = `0191${series}${String(++n).padStart(7 - series.length, '0')}`;
  await server.call('/wps/verification/sms/register', { method: 'POST', body: { countryDialingCode: '880', mobileNo: mobileNum } });
  const outbox = (await server.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox')).body.value;
  const code = outbox.find((m) => m.to === `+880${mobileNum.slice(1)}`)!.code!;
  const body = { username, password, confirmPassword: password, mobileNum, countryDialingCode: '880', verificationCode: code, ...(await solvedCaptcha(server)), login: true, ...overrides };
  return sendEncrypted(server.call, '/wps/member/register', body, { method: 'PUT', headers: { Language: lang, ...headers } }) as Promise<{
    status: number;
    body: Envelope<{ account: string; token: string }>;
  }>;
}

/**
 * Makes the brand ask the mobile number, with its SMS code, on the username tab too (its
 * `mobileNum` rule on and required), as a brand may; the demo rules leave both to the mobile tab.
 * For tests of the code's checks on a sign-up by name.
 */
export async function askNumberOnUsernameTab(server: TestServer, brandId = 'bd'): Promise<void> {
  await sql`update brands set register_rules = jsonb_set(register_rules, '{mobileNum}', register_rules->'mobileNum' || '{"enabled": true, "required": true}'::jsonb) where id = ${brandId}`.execute(server.database.db);
  await server.syncConfig();
}
