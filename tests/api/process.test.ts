import { describe, expect, it } from 'vitest';
import { runServer } from '../helpers/serverProcess';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/config';

describe('the server process', () => {
  it('refuses to start on a broken brand file, naming the file and the JSON pointer', async () => {
    const config = mkdtempSync(join(tmpdir(), 'marquee-config-'));
    cpSync(join(projectRoot, 'config'), config, { recursive: true });
    const file = join(config, 'brands', 'lumen.json');
    const brand = JSON.parse(readFileSync(file, 'utf8')) as { currency: { symbol: string } };
    brand.currency.symbol = '';
    writeFileSync(file, JSON.stringify(brand));
    const p = runServer({ MARQUEE_CONFIG_DIR: config });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('brands/lumen.json /currency/symbol: must NOT have fewer than 1 characters');
  });

  it('refuses the production profile with a demo switch set', async () => {
    const p = runServer({ MARQUEE_PROFILE: 'production', MARQUEE_SEED_DEMO: '1' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('refuses demo and test switches: unset MARQUEE_SEED_DEMO');
  });

  // Two server processes, each opening and migrating a database of its own before it refuses: on a busy two-core machine, more than the default 30 s.
  it('refuses to make a first admin named admin, or with a weak password, and says why', { timeout: 90_000 }, async () => {
    const named = runServer({ MARQUEE_PROFILE: 'production', MARQUEE_ADMIN_NAME: 'admin', MARQUEE_ADMIN_PASSWORD: 'seven lanterns over the padma' });
    expect(await named.exited).toBe(1);
    expect(named.output()).toContain('MARQUEE_ADMIN_NAME must not be \\"admin\\", a name tried first on every console; the first admin was not made');
    const weak = runServer({ MARQUEE_PROFILE: 'production', MARQUEE_ADMIN_NAME: 'nadia.k', MARQUEE_ADMIN_PASSWORD: 'Nadia2026!' });
    expect(await weak.exited).toBe(1);
    expect(weak.output()).toContain('MARQUEE_ADMIN_PASSWORD must be 12 to 128 characters long; the first admin was not made');
  });

  it('serves no /dev route in production', async () => {
    const p = runServer({ MARQUEE_PROFILE: 'production' });
    const [, port] = await p.waitFor(/"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/);
    const res = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
    expect(res.status).toBe(404);
    const banners: unknown = await (await fetch(`http://127.0.0.1:${port}/wps/system/banners?groupName=w_home`)).json();
    expect(banners).toEqual({ success: true, value: [] }); // and no demo content
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });

  it('on SIGTERM finishes the request in flight, then closes the database and exits 0', async () => {
    const p = runServer({});
    const [, port] = await p.waitFor(/"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const inFlight = fetch(`http://127.0.0.1:${port}/wps/system/helpCenter`).then((r) => r.status);
    // In flight: the server has taken the request and not yet answered it.
    await p.waitFor(/"url":"\/wps\/system\/helpCenter"[^\n]*"msg":"incoming request"/);
    p.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('database closed');
  });
});
