import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The security headers of every kind of answer, on the production profile: a page, an API call
// (answered or refused), the studio's game page under /play/, the console, the assets. A stand-in
// for dist/client (the real page templates, a script and its source map) keeps this off a build;
// the browser tests run the built site under the same policy and fail on any violation of it.

type Headers = Record<string, string | string[] | undefined>;

const policy = (frameAncestors: string) =>
  "default-src 'self';base-uri 'none';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data: https:;font-src 'self' data:;" +
  `connect-src 'self';frame-src 'self' https:;frame-ancestors ${frameAncestors};form-action 'self';object-src 'none'`;
/** Every answer's policy: framed by nothing. */
const sitePolicy = policy("'none'");
/** The pages this origin frames itself: the console's preview of a site page, the studio's game page. */
const framedPolicy = policy("'self'");

/** A policy's directives by name. */
const directives = (h: Headers) =>
  new Map(
    String(h['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** What every answer of the site and the API carries besides its policy; `framed`: one this origin frames. */
function expectCommonHeaders(h: Headers, framed = false) {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // For browsers that do not read frame-ancestors.
  expect(h['x-frame-options']).toBe(framed ? 'SAMEORIGIN' : 'DENY');
  expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['x-powered-by']).toBeUndefined();
}

let server: TestServer;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'marquee-headers-'));
  for (const dir of ['assets', 'console', 'play']) mkdirSync(join(clientDir, dir));
  writeFileSync(join(clientDir, 'index.html'), readFileSync(join(projectRoot, 'index.html')));
  writeFileSync(join(clientDir, 'console', 'console.html'), readFileSync(join(projectRoot, 'console.html')));
  writeFileSync(join(clientDir, 'play', 'play.html'), readFileSync(join(projectRoot, 'play.html')));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'export const answer = 42;\n');
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  server = await startTestServer({ profile: 'production', clientDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('a page: the site policy, no script in the page but data and files, framed by nothing', async () => {
    const res = await server.call<string>('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(sitePolicy);
    expectCommonHeaders(res.headers);
    const scripts = [...String(res.body).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, 'a script the policy admits: a file, or JSON data').toMatch(/\bsrc="\/|type="application\/json"/);
  });

  it("a page asked for as the console's preview: framed by this origin only", async () => {
    const res = await server.call<string>('/register?preview=a-draft-token&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(framedPolicy);
    expectCommonHeaders(res.headers, true);
  });

  it('an API call, answered and refused: the same headers', async () => {
    const ok = await server.call('/wps/system/status');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-security-policy']).toBe(sitePolicy);
    expectCommonHeaders(ok.headers);
    const missing = await server.call('/wps/no/such/call');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(sitePolicy);
    expectCommonHeaders(missing.headers);
    const unsigned = await server.call('/wps/member/info');
    expect(unsigned.status).toBe(401);
    expectCommonHeaders(unsigned.headers);
  });

  it('/play/: the game page the site frames, framed by this origin only', async () => {
    const res = await server.call<string>('/play/play.html?t=a-launch-token&lang=bn');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(framedPolicy);
    expectCommonHeaders(res.headers, true);
  });

  it("the console: the site's policy with eval for its form validator, still no inline script, framed by nothing", async () => {
    const res = await server.call<string>('/console');
    expect(res.status).toBe(200);
    const csp = directives(res.headers);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expectCommonHeaders(res.headers);
  });

  it('serves scripts with nosniff and never their source maps', async () => {
    const script = await server.call('/assets/entry-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expectCommonHeaders(script.headers);
    // Not a file the server sends: the address falls to the site's page, as any unknown one does.
    const map = await server.call<string>('/assets/entry-abc123.js.map');
    expect(map.headers['content-type']).toMatch(/^text\/html/);
    expect(String(map.body)).not.toContain('mappings');
  });

  it('keeps the API document out of production', async () => {
    expect((await server.call('/docs/json')).status).toBe(404);
    expect((await server.call('/docs/')).status).toBe(404);
  });
});

describe('the API document (outside production)', () => {
  let docs: TestServer;
  beforeAll(async () => {
    docs = await startTestServer({ profile: 'test' });
  });
  afterAll(() => docs?.close());

  it("is drawn under Swagger UI's own policy, which admits its scripts by their hashes and no other", async () => {
    const res = await docs.call<string>('/docs/');
    expect(res.status).toBe(200);
    const scriptSrc = directives(res.headers).get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
    // Its script sets inline styles as it draws; the document is for developers, outside production.
    expect(directives(res.headers).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(res.headers).get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives(res.headers).has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
