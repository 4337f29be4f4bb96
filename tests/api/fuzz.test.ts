import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCipheriv, constants, publicEncrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { projectRoot } from '../../server/config';
import type { PublicKey } from '../../src/generated/types';
import { calls as callTable, type CallName } from '../../src/generated/calls';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { engine } from '../helpers/freshDatabase';
import { signIn } from '../helpers/signIn';
import { like } from '../helpers/like';

// Schema-derived fuzzing of every API call the app registers: for each, hundreds of malformed
// queries or bodies built from its request schema — plain, and for encrypted calls also sealed with
// the server's key so that the opened payload is what is fuzzed. Whatever arrives, the answer is a
// 4xx (or 2xx) JSON envelope, never a 5xx, and the server is still ready afterwards. Seeded, so a
// failure replays.

/** Every app Fastify makes in this file, and every route added to it, seen through an onRoute hook. */
const seen = vi.hoisted(() => ({ apps: [] as FastifyInstance[], routes: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const make = ((opts: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (route) => void seen.routes.push(route as unknown as RouteOptions));
    seen.apps.push(app as unknown as FastifyInstance);
    return app;
  }) as typeof mod.default;
  return { ...mod, default: make, fastify: make };
});

// The bodies are the same on every run of one engine. The run on PostgreSQL sends other ones, and
// fewer: the validation they test is the same code on both, so there they add what a second seed
// finds rather than repeat the first's.
const SEED = engine === 'postgres' ? 20261201 : 20261123;
/** Random shots per call, on top of the systematic ones. */
const PER_CALL = engine === 'postgres' ? 20 : 50;

/** mulberry32: small, fast, and the same sequence everywhere for one seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

// ---- request schemas, with their $refs resolved ----

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
};

const schemaRoot = join(projectRoot, 'schemas', 'api');
const fileCache = new Map<string, Schema>();
const readSchema = (file: string): Schema => {
  if (!fileCache.has(file)) fileCache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Schema);
  return fileCache.get(file)!;
};

/** A schema with its $ref followed (file and JSON pointer), properties resolved one level down. */
function resolveSchema(schema: Schema, file: string): Schema {
  let s = schema;
  let at = file;
  while (s.$ref) {
    const [path, pointer] = s.$ref.split('#');
    if (path) at = resolve(dirname(at), path);
    s = (pointer ?? '')
      .split('/')
      .filter(Boolean)
      .reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, readSchema(at) as Record<string, unknown>);
  }
  if (!s.properties) return s;
  return { ...s, properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, resolveSchema(v, at)])) };
}

const requestSchemaFile = (name: string) => {
  const file = join(schemaRoot, name);
  return resolveSchema(readSchema(file), file);
};
const requestSchema = (call: string) => requestSchemaFile(`${call}.request.json`);

/** Values that pass a property's schema, for the fields the fuzzer leaves alone. */
function validValue(s: Schema, name: string): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (s.pattern?.includes('[0-9A-Fa-f]{8}')) return crypto.randomUUID();
  if (s.pattern?.startsWith('^\\+?[1-9]')) return '880';
  if (s.pattern?.startsWith('^(B|PL')) return 'B,PL';
  if (s.pattern) return 'localhost';
  if (/mobile/i.test(name)) return '01712345678';
  return 'a'.repeat(Math.max(1, s.minLength ?? 1)).slice(0, s.maxLength ?? 64);
}

// ---- malformed values ----

/** JSON text written as it stands: numbers JSON.stringify cannot make, and NaN that is no JSON at all. */
class Raw {
  constructor(readonly text: string) {}
}

const deep = (depth: number, inner: unknown): unknown => {
  let v = inner;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const nastyStrings = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '-1',
  '0',
  '1.5',
  '0x10',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\nX-Injected: 1',
  '\t',
  '%00',
  '%zz',
  '%',
  '%C0%80',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table members; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'urn:uuid:0f8fad5b-d9cb-469f-a165-70867728950e',
  '{0F8FAD5B-D9CB-469F-A165-70867728950E}',
  '0f8fad5bd9cb469fa16570867728950e',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'অ্যাকাউন্ট ৳ ১২৩',
  '١٢٣٤',
  '\u202eevil',
  '😀'.repeat(40),
  '\ud800',
  '\udfff\ud800',
  'e\u0301\u0301\u0301',
  '\ufeff1',
  '+880 1712-345678',
  '+8801712345678',
  '01712345678\u0000',
  '880',
  'w_home',
  'B,PL,,',
  'localhost:99999',
  'a'.repeat(300),
  'x'.repeat(5000),
  '9'.repeat(2000),
];

const nastyValues = (rng: Rng): unknown[] => [
  rng.pick(nastyStrings),
  rng.pick(nastyStrings),
  'y'.repeat(100_000 + rng.int(1000)),
  0,
  -1,
  -2147483649,
  2147483648,
  9007199254740993,
  1e308,
  -1e308,
  5e-324,
  1.5,
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('NaN'),
  new Raw('-0'),
  new Raw('1' + '0'.repeat(400)),
  true,
  false,
  null,
  [],
  [rng.pick(nastyStrings)],
  ['1', '2'],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  deep(2 + rng.int(60), 'x'),
  new Raw(`${'['.repeat(5000)}1${']'.repeat(5000)}`),
  new Raw(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
];

const unknownKeys = ['__proto__', 'constructor', 'prototype', 'extra', '', ' ', 'a\u0000b', 'Username', 'k'.repeat(1000), '😀', '$where', 'toString'];

/** A JSON-like value as text; own keys of any name (so a literal __proto__ key is sent as such). */
/** The error code an answer's body names (`errorCode`, or a framework's `code`), for grouping failures. */
function codeOf(body: Record<string, unknown> | null): string {
  const code = body?.errorCode ?? body?.code ?? '';
  return typeof code === 'string' ? code : JSON.stringify(code);
}

function toJson(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${toJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** An object that keeps any key as its own, __proto__ included. */
const bare = (entries: Array<[string, unknown]>) => {
  const o = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of entries) o[k] = v;
  return o;
};

/** The schema's valid input: every required field, and each optional one half the time. */
function validInput(rng: Rng, schema: Schema) {
  const props = schema.properties ?? {};
  return bare(
    Object.keys(props)
      .filter((n) => (schema.required ?? []).includes(n) || rng.next() < 0.5)
      .map((n) => [n, validValue(props[n]!, n)]),
  );
}

/**
 * Every malformed value once in some field, every required field missing once, every odd key added
 * once: the systematic part, so that no value is left to chance. A call with many plain string
 * fields gets each value in one of them picked at random rather than in every one.
 */
function systematic(rng: Rng, schema: Schema): unknown[] {
  const names = Object.keys(schema.properties ?? {});
  const out: unknown[] = [];
  const values = [...nastyStrings, ...nastyValues(rng).slice(2)];
  const props = schema.properties ?? {};
  // Fields whose schema says more than 'a string': always; of the rest, all when few, else one at random.
  const shaped = names.filter((n) => props[n]!.pattern || props[n]!.enum || props[n]!.const !== undefined || props[n]!.type !== 'string');
  const plain = names.filter((n) => !shaped.includes(n));
  for (const v of values) {
    for (const n of [...shaped, ...(plain.length <= 3 ? plain : [rng.pick(plain)])]) {
      const input = validInput(rng, schema);
      input[n] = v;
      out.push(input);
    }
  }
  for (const n of schema.required ?? []) {
    const input = validInput(rng, schema);
    delete input[n];
    out.push(input);
  }
  for (const k of unknownKeys) {
    const input = validInput(rng, schema);
    input[k] = rng.pick(values);
    out.push(input);
  }
  return out;
}

/** One malformed input for a call: its schema's valid input with one or a few things broken. */
function mutate(rng: Rng, schema: Schema): unknown {
  const props = schema.properties ?? {};
  const names = Object.keys(props);
  const base = validInput(rng, schema);
  const kind = rng.int(10);
  if (kind === 0) return rng.pick(nastyValues(rng)); // not an object at all
  if (kind === 1 && schema.required?.length) {
    delete base[rng.pick(schema.required)];
    return base;
  }
  if (kind === 2) {
    base[rng.pick(unknownKeys)] = rng.pick(nastyValues(rng));
    return base;
  }
  const hits = names.length ? 1 + rng.int(Math.min(3, names.length)) : 0;
  for (let i = 0; i < hits; i++) base[rng.pick(names)] = rng.pick(nastyValues(rng));
  if (!names.length) base[rng.pick(unknownKeys)] = rng.pick(nastyValues(rng));
  return base;
}

// ---- sending ----

/** Percent-encoding of a string's UTF-8 bytes (a lone surrogate goes as U+FFFD, as a browser sends it). */
const pct = (s: string, keep = /[A-Za-z0-9._~-]/) =>
  [...Buffer.from(s, 'utf8')].map((b) => (keep.test(String.fromCharCode(b)) && b < 128 ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** A value as one query parameter's text: arrays repeat the name, objects use brackets. */
function queryPairs(name: string, v: unknown, rng: Rng, depth = 0): string[] {
  // Now and then a '%' goes unencoded, so that broken escapes (%zz, %E0%A4%A) reach the parser.
  const enc = (s: string) => (rng.next() < 0.15 ? pct(s, /[A-Za-z0-9%._~-]/) : pct(s));
  if (v instanceof Raw) return [`${enc(name)}=${enc(v.text)}`];
  if (Array.isArray(v)) return depth > 4 ? [] : v.flatMap((x) => queryPairs(name, x, rng, depth + 1));
  if (v && typeof v === 'object') return depth > 4 ? [] : Object.keys(v).flatMap((k) => queryPairs(`${name}[${k}]`, (v as Record<string, unknown>)[k], rng, depth + 1));
  return [`${enc(name)}=${enc(String(v))}`];
}

/** Raw query texts a parser must survive. */
const rawQueries = ['%', '%zz=1', 'a=%', '=1', '&&&', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[=1', `${'p'.repeat(3000)}=1`, 'pageNo=1&pageNo=2', 'x=%00%00'];

type Sealer = (text: string) => { keyId: string; key: string; iv: string; data: string };

function sealerFor(key: PublicKey): Sealer {
  const spki = `-----BEGIN PUBLIC KEY-----\n${key.spki.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  // The fuzzed text stands where the call's body goes, dated now with a fresh nonce (SealedPayload),
  // so that it reaches the call's own schema; shots are made just before they are fired.
  const dated = (text: string) => `{"at":${Date.now()},"nonce":"${randomBytes(16).toString('base64url')}","body":${text}}`;
  return (text) => {
    const aes = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aes, iv);
    const data = Buffer.concat([cipher.update(dated(text), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const wrapped = publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aes);
    return { keyId: key.keyId, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
  };
}

interface Call {
  method: string;
  url: string;
  call: string;
  encrypted: boolean;
  /** A redirect call (a provider's return): it answers every input with a redirect to the site, not an envelope. */
  redirect: boolean;
}

interface Shot {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  what: string;
}

let server: TestServer;
let app: FastifyInstance;
let calls: Call[];
let seal: Sealer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  app = seen.apps.at(-1)!;
  token = (await signIn(server.call, 'player01')).token;
  seal = sealerFor(((await server.call('/wps/system/publicKey')).body as { value: PublicKey }).value);
  const routes = seen.routes.filter((r) => typeof (r.config as { call?: unknown } | undefined)?.call === 'string');
  calls = [];
  for (const r of routes) {
    const call = (r.config as { call: CallName }).call;
    calls.push({ method: String(r.method), url: r.url, call, encrypted: callTable[call].encrypted, redirect: callTable[call].redirect });
  }
});
afterAll(() => server.close());

/** The shots fired at one call: plain, and sealed for encrypted calls. */
function shotsFor(c: Call, rng: Rng): Shot[] {
  const schema = requestSchema(c.call);
  const out: Shot[] = [];
  const hosts = ['localhost', 'lumen.localhost'];
  const headersFor = (): Record<string, string> => {
    const h: Record<string, string> = { host: rng.pick(hosts), language: rng.pick(['EN', 'BN', 'XX', '']) };
    const t = rng.int(10);
    if (t < 8) h.authorization = token;
    else if (t === 8) h.authorization = `Bearer ${'A'.repeat(43)}`;
    return h;
  };
  const pathParams = [...c.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const inputs = [...systematic(rng, schema), ...Array.from({ length: PER_CALL }, () => mutate(rng, schema))];
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i];
    const headers = headersFor();
    if (c.method === 'GET' || c.method === 'DELETE') {
      let url = c.url;
      const query = input && typeof input === 'object' && !Array.isArray(input) && !(input instanceof Raw) ? { ...input } : { q: input };
      for (const p of pathParams) {
        const v = (query as Record<string, unknown>)[p];
        delete (query as Record<string, unknown>)[p];
        const text = v instanceof Raw ? v.text : typeof v === 'string' ? v : toJson(v);
        url = url.replace(`:${p}`, (rng.next() < 0.2 ? pct(text, /[A-Za-z0-9%._~-]/) : pct(text)) || '%20');
      }
      const qs =
        i % 25 === 0
          ? rng.pick(rawQueries)
          : Object.keys(query)
              .flatMap((k) => queryPairs(k, (query as Record<string, unknown>)[k], rng))
              .join('&');
      out.push({ method: c.method, url: qs ? `${url}?${qs}` : url, headers, what: `query ${qs.slice(0, 200)}` });
      continue;
    }
    const text = i % 30 === 0 ? rng.pick(['', '{', '{"a":', 'null', '"text"', '[]', '\u0000', '{"a":1}{"b":2}']) : toJson(input);
    if (c.encrypted) {
      // The sealed payload, fuzzed: it opens, and what is inside is malformed.
      out.push({ method: c.method, url: c.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(seal(text)), what: `sealed ${text.slice(0, 200)}` });
    } else {
      const type = i % 40 === 1 ? rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data']) : 'application/json';
      out.push({ method: c.method, url: c.url, headers: { ...headers, 'content-type': type }, payload: text, what: `body ${text.slice(0, 200)}` });
    }
  }
  if (c.encrypted) {
    // The envelope itself, fuzzed from its own schema.
    const envelope = requestSchemaFile('encryptedBody.schema.json');
    for (const outer of [...systematic(rng, envelope), ...Array.from({ length: PER_CALL / 2 }, () => mutate(rng, envelope))])
      out.push({ method: c.method, url: c.url, headers: { ...headersFor(), 'content-type': 'application/json' }, payload: toJson(outer), what: `envelope ${toJson(outer).slice(0, 200)}` });
  }
  return out;
}

describe('schema-derived fuzzing of every API call', () => {
  it('finds the calls the app registers, each with its request schema: the whole table', () => {
    expect(calls.map((c) => c.call).sort()).toEqual((Object.keys(callTable) as CallName[]).sort());
    for (const c of calls) expect(() => requestSchema(c.call), c.call).not.toThrow();
    expect(
      calls
        .filter((c) => c.encrypted)
        .map((c) => c.call)
        .sort(),
    ).toEqual([
      'breaks/takeBreak',
      'member/endOtherSessions',
      'member/endSession',
      'member/password',
      'member/passwordByMobile',
      'member/passwordReset',
      'member/register',
      'member/registerMobile',
      'member/saveProfile',
      'member/totpOff',
      'member/totpStart',
      'points/convert',
      'points/redeem',
      'session/login',
    ]);
  });

  // Fifty malformed bodies (twenty on PostgreSQL) for each of well over a hundred calls: about two minutes on a busy two-core machine.
  it('answers every malformed input with a 4xx JSON envelope, never a 5xx', { timeout: 300_000 }, async () => {
    const rng = prng(SEED);
    const failures: Array<{ kind: string; line: string }> = [];
    let sent = 0;
    for (const c of calls) {
      const shots = shotsFor(c, rng);
      // A few at a time: parallel enough to use the pool, gentle enough for two cores.
      for (let i = 0; i < shots.length; i += 8) {
        await Promise.all(
          shots.slice(i, i + 8).map(async (s) => {
            sent++;
            const res = await app.inject({ method: s.method as 'GET', url: s.url, headers: s.headers, ...(s.payload !== undefined ? { payload: s.payload } : {}) });
            let body: Record<string, unknown> | null = null;
            try {
              body = JSON.parse(res.body) as Record<string, unknown>;
            } catch {
              /* not JSON */
            }
            const envelope =
              body !== null && (body.success === true ? 'value' in body : body.success === false && typeof body.errorCode === 'string' && typeof body.message === 'string' && body.message !== '');
            // A redirect call refuses by sending the browser back to the site, which says why.
            const redirected = c.redirect && res.statusCode === 303 && typeof res.headers.location === 'string' && res.headers.location !== '';
            if (res.statusCode >= 500 || (!redirected && (!envelope || !/application\/json/.test(String(res.headers['content-type'])))))
              failures.push({
                kind: `${c.call} ${res.statusCode} ${codeOf(body)}`,
                line: `${c.call} ${s.method} ${s.url.slice(0, 200)} [${s.what}] → ${res.statusCode} ${res.body.slice(0, 200)}`,
              });
          }),
        );
      }
    }
    // One example of each kind of failure: the call, the status and the code answered.
    const kinds = new Map<string, string>();
    for (const f of failures) kinds.set(f.kind, kinds.get(f.kind) ?? f.line);
    expect([...kinds.values()], `${failures.length} of ${sent} answers were not a 4xx/2xx envelope`).toEqual([]);
    expect(sent).toBeGreaterThan(calls.length * PER_CALL);
    expect((await server.call('/readyz')).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Fastify's router answers these before any hook; the app's `frameworkErrors` sends the envelope.
  it('answers an over-long path segment with the error envelope', async () => {
    const res = await app.inject({ url: `/dev/challenges/${'1'.repeat(200)}` });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: like.any(String), message: like.any(String) });
  });
});
