import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/config';
import type { TestServer } from './testServer';
import { liveToken, noteRenewal } from './signIn';
import { codeNow } from './totp';

/** The demo operators (config/seed/operators.json): one password, a TOTP secret each. */
export const seedOperators = JSON.parse(readFileSync(join(projectRoot, 'config', 'seed', 'operators.json'), 'utf8')) as {
  password: string;
  operators: Array<{ username: string; role: string; totpSecret: string }>;
};

export type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

/** Console calls as a signed-in operator: a token per demo operator, and a call that puts a GET or DELETE's input in the query. */
export function operatorApi(server: TestServer) {
  return {
    async tokenOf(username: string): Promise<string> {
      const secret = seedOperators.operators.find((o) => o.username === username)!.totpSecret;
      const answer = await server.call<Envelope<{ token: string }>>('/ops/session', {
        method: 'POST',
        body: { username, password: seedOperators.password, code: await codeNow(secret) },
        headers: { Language: 'EN' },
      });
      if (!answer.body.success) throw new Error(`${username} could not sign in`);
      return answer.body.value.token;
    },
    /** As the console makes it: a password given again renews the token (ASVS 7.2.4), and the next call sends the new one. */
    async call<T>(token: string, path: string, method = 'GET', body?: unknown, lang = 'EN', headers: Record<string, string> = {}) {
      const inQuery = method === 'GET' || method === 'DELETE';
      const sent = liveToken(token);
      const res = await server.call<Envelope<T>>(inQuery && body ? `${path}?${new URLSearchParams(body as Record<string, string>)}` : path, {
        method,
        ...(inQuery ? {} : { body }),
        headers: { ...headers, Language: lang, Authorization: sent },
      });
      return noteRenewal(res, sent);
    },
  };
}
