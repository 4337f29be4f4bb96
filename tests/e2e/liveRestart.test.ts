import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { expectNoConsoleErrors, openPage } from './helpers/browser';
import { clientDir, siteAbsent, siteBuild } from './helpers/siteServer';
import { freshDatabase } from '../helpers/freshDatabase';
import { listeningPort, runServer } from '../helpers/serverProcess';
import { seedOperators } from '../helpers/operatorApi';
import { signIn } from '../helpers/signIn';
import { codeNow } from '../helpers/totp';

// The live channel outlives its server: a player's page open on a server process that is stopped
// and started again (same port, same database) opens its socket again by itself, and shows a
// balance changed through the new process, with no reload. The test runs a server process of its
// own, never the shared one.

const newKey = () => randomBytes(18).toString('base64url');

/** Calls a server process as the site does, on the default brand. */
const caller =
  (port: number) =>
  async (path: string, o: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: o.method ?? 'GET',
      headers: { ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), Language: 'EN', ...o.headers },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };

describe.skipIf(siteAbsent())('the live channel across a server restart', () => {
  it("reconnects a player's open page by itself after its server restarts, and shows the balance a cashier changed through the new process", { timeout: 120_000 }, async ({ browser }) => {
    const build = siteBuild();
    if (build.state === 'failed') throw new Error(`the site could not be built: ${build.reason}`);
    // The database the two processes open in turn: PostgreSQL's when DATABASE_URL is set, else a PGlite folder (closed here first: one process at a time opens it).
    const fresh = await freshDatabase({ migrated: true });
    await fresh.database.close();
    const env = { DATABASE_URL: fresh.url ?? '', ...(fresh.dataDir ? { MARQUEE_DATA_DIR: fresh.dataDir } : {}), MARQUEE_CLIENT_DIR: clientDir, MARQUEE_PROFILE: 'test' };
    let server = runServer(env);
    let context: Awaited<ReturnType<typeof openPage>>['context'] | undefined;
    try {
      const port = await listeningPort(server);
      const call = caller(port);
      const session = await signIn(call, 'player01');
      const member = { Authorization: session.token };
      const opened = await call('/wps/v2/transaction/deposit', { method: 'POST', headers: { ...member, 'Idempotency-Key': newKey() }, body: { channel: 'bkash', amount: '300' } });
      const id = (opened.body.value as { id: string }).id;
      await call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { ...member, 'Idempotency-Key': newKey() }, body: { id, transactionId: 'RESTART7Q2' } });

      const opening = await openPage(`http://localhost:${port}/`, { browser, sessionStorage: session, axe: false });
      const { page, consoleErrors } = opening;
      context = opening.context;
      // Each socket the page opens, and whether the server welcomed it.
      const welcomed: boolean[] = [];
      page.on('websocket', (ws) => {
        const at = welcomed.push(false) - 1;
        ws.on('framereceived', (f) => void (String(f.payload).includes('"welcome"') && (welcomed[at] = true)));
      });
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      // Marks this document: a reload would lose it.
      await page.evaluate(() => document.documentElement.setAttribute('data-restart-test', 'same page'));

      // The sockets the page opens from here on are its own reconnections.
      const fromStop = welcomed.length;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      server = runServer({ ...env, PORT: String(port) });
      expect(await listeningPort(server)).toBe(port);

      // The cashier approves the deposit through the new process.
      const { totpSecret } = seedOperators.operators.find((o) => o.username === 'cashier')!;
      const ops = await call('/ops/session', { method: 'POST', body: { username: 'cashier', password: seedOperators.password, code: await codeNow(totpSecret) } });
      const cashier = (ops.body.value as { token: string }).token;
      const decided = await call('/ops/payments/deposits/decide', { method: 'POST', headers: { Authorization: cashier, 'Idempotency-Key': newKey() }, body: { brandId: 'bd', id, decision: 'approve' } });
      expect(decided.body).toMatchObject({ success: true });

      // The page opened a socket to the new process by itself, and follows it: no reload, no tap.
      await expect.poll(() => welcomed.slice(fromStop).some(Boolean), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toBe('৳ 1,550.00');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-restart-test'))).toBe('same page');
      expectNoConsoleErrors(consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED/.test(e)));
    } finally {
      await context?.close();
      server.child.kill('SIGTERM');
      await server.exited;
      await fresh.dispose();
    }
  });
});
