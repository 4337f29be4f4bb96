import pino from 'pino';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { prepareDatabase } from '../../server/boot';
import { projectRoot, type Profile } from '../../server/config';
import type { Database } from '../../server/db/open';
import type { RateLimits } from '../../server/http/rateLimits';
import { testRedisPrefix } from './testRedisPrefix';
import { freshDatabase, type FreshDatabase } from './freshDatabase';
import { documentChecker } from './documentCheck';

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  database: Database;
  fresh: FreshDatabase;
  /** Waits until the server serves every brand or IP-range change committed before (it learns of them by NOTIFY). */
  syncConfig(): Promise<void>;
  call: <T = unknown>(path: string, opts?: CallOptions) => Promise<{ status: number; body: T; headers: Record<string, string | string[] | undefined> }>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  /** The Host header: chooses the brand. */
  host?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface StartOptions {
  profile?: Profile;
  configDir?: string;
  clientDir?: string;
  /** Reuse a database (a restart); a fresh one otherwise. */
  fresh?: FreshDatabase;
  database?: Database;
  /** The rate limits; the profile's by default (the test profile's are roomy). */
  rateLimits?: RateLimits;
  /** Count the limits in memory even when REDIS_URL is set (in its Redis otherwise, as the PostgreSQL run does). */
  memoryLimits?: boolean;
  /** The Redis keys' prefix: a fresh one per server unless given (two servers sharing counts). */
  redisPrefix?: string;
  /** A breached-password range look-up new passwords also pass (MARQUEE_BREACHED_PASSWORDS_URL); none by default. */
  breachedPasswordsUrl?: string;
}

/** The real server on a real database, listening on a free port of 127.0.0.1. */
export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const fresh = opts.fresh ?? (await freshDatabase({ migrated: true }));
  const database = opts.database ?? fresh.database;
  const configDir = opts.configDir ?? join(projectRoot, 'config');
  await prepareDatabase(database, { configDir, seedDemo: true });
  const redisUrl = opts.memoryLimits ? undefined : process.env.REDIS_URL;
  const app = await buildApp({
    database,
    profile: opts.profile ?? 'test',
    clientDir: opts.clientDir,
    rateLimits: opts.rateLimits,
    redisUrl,
    redisPrefix: opts.redisPrefix ?? testRedisPrefix(),
    breachedPasswordsUrl: opts.breachedPasswordsUrl,
    // Only what the server calls an error, on stderr: a 5xx a test meets comes with its stack.
    logger: pino({ level: 'error' }, pino.destination(2)),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  // Every answer a test receives is held to the API document this server serves (made on first use).
  let check: ReturnType<typeof documentChecker> | undefined;

  const call: TestServer['call'] = (path, o = {}) =>
    new Promise((resolve, reject) => {
      const payload = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: o.method ?? 'GET',
          headers: {
            host: `${o.host ?? 'localhost'}:${port}`,
            // A length, not chunks: Node sends a DELETE's body unframed otherwise, which the server cannot read.
            ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
            ...o.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              /* not JSON: keep the text */
            }
            let problem: string | null;
            try {
              // The production profile serves no document: nothing to hold its answers to.
              check ??= typeof app.swagger === 'function' ? documentChecker(app.swagger() as unknown as Parameters<typeof documentChecker>[0]) : () => null;
              problem = check(o.method ?? 'GET', path, res.statusCode ?? 0, body);
            } catch (err) {
              reject(err instanceof Error ? err : new Error(String(err)));
              return;
            }
            if (problem) reject(new Error(problem));
            else resolve({ status: res.statusCode ?? 0, body: body as never, headers: res.headers });
          });
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    database,
    fresh,
    call,
    syncConfig: () => app.syncConfig(),
    async close() {
      await app.close();
      if (!opts.fresh) await fresh.dispose();
    },
  };
}
