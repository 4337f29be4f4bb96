import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encryptBody } from '../../src/api/encryptBody';
import { projectRoot } from '../../server/config';
import type { PublicKey } from '../../src/generated/types';
import { solveSlider } from './slider';

/** The demo accounts' password, as config/seed/members.json seeds it. */
export const demoPassword = (JSON.parse(readFileSync(join(projectRoot, 'config', 'seed', 'members.json'), 'utf8')) as { password: string }).password;

type Call = (
  path: string,
  o?: { method?: string; host?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<{ status: number; body: unknown; headers?: Record<string, string | string[] | undefined> }>;

/** Sends an encrypted call the way the site does: the server's public key, then the sealed body. */
export async function sendEncrypted(
  call: Call,
  path: string,
  body: unknown,
  o: { method?: string; host?: string; headers?: Record<string, string> } = {},
) {
  const key = (await call('/wps/system/publicKey', { host: o.host })).body as { value: PublicKey };
  return call(path, { method: o.method ?? 'POST', host: o.host, headers: o.headers, body: await encryptBody(key.value, body) });
}

/** Signs a demo account in through the real login call; the token and what the site keeps of it. */
export async function signIn(call: Call, account: string, host = 'localhost') {
  const body = { type: 'username', username: account, password: demoPassword };
  let res = await sendEncrypted(call, '/wps/session/login', body, { host });
  // A brand that asks for the slider (accounts.sliderChallenge) gets it solved, as a person would.
  if ((res.body as { errorCode?: string }).errorCode === 'SLIDER_REQUIRED') res = await sendEncrypted(call, '/wps/session/login', { ...body, slider: await solveSlider(call, host) }, { host });
  if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(res.body)}`);
  const token = (res.body as { value: { token: string } }).value.token;
  const info = (await call('/wps/member/info', { host, headers: { Authorization: token } })).body as { value: { type: number; account: string } };
  return { token, isAgent: String(info.value.type), account: info.value.account };
}

/**
 * The session's token after a call that asked for the password again: the server answers a new
 * one in a header and ends the old (ASVS 7.2.4), as the site's client adopts it; else the same.
 */
export const renewedToken = (res: { headers?: Record<string, string | string[] | undefined> }, before: string): string => {
  const renewed = res.headers?.['x-session-token'];
  return typeof renewed === 'string' ? renewed : before;
};

const renewals = new Map<string, string>();

/** Notes the renewal an answer carried, as the site's client adopts it for the tab; answers the answer. */
export function noteRenewal<R extends { headers?: Record<string, string | string[] | undefined> }>(res: R, sent: string): R {
  const next = renewedToken(res, sent);
  if (next !== sent) renewals.set(sent, next);
  return res;
}

/** The token a tab that signed in with `token` holds now, through every renewal noted since. */
export function liveToken(token: string): string {
  let t = token;
  while (renewals.has(t)) t = renewals.get(t)!;
  return t;
}
