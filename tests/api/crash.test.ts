import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { codeNow } from '../helpers/totp';
import { listeningPort, runServer } from '../helpers/serverProcess';
import { freshDatabase, type FreshDatabase } from '../helpers/freshDatabase';
import { seedOperators } from '../helpers/operatorApi';
import { signIn } from '../helpers/signIn';
import { openDatabase } from '../../server/db/open';
import { checkLedger } from '../../server/modules/wallet/checkLedger';

// The crash test: the server is killed (SIGKILL, no goodbye) in the middle of a stream of
// transfers and deposit approvals, and started again on the same database. Every movement it
// acknowledged is there, and answers the same when asked again; nothing is half-applied; the books
// hold.

const postgresUrl = process.env.DATABASE_URL;
let pg: FreshDatabase | null = null;
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-crash-'));
afterAll(async () => {
  await pg?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: { success: boolean; value?: unknown; errorCode?: string } };
const caller = (port: number) => async (path: string, o: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: o.method ?? 'GET',
    headers: { ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), Language: 'EN', ...(o.headers ?? {}) },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};
const key = () => randomBytes(18).toString('base64url');

describe('a crash in the middle of moving money', () => {
  it('keeps every acknowledged movement and half of none', async () => {
    if (postgresUrl) pg = await freshDatabase();
    const env = { MARQUEE_DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '', MARQUEE_PROFILE: 'demo', MARQUEE_SEED_DEMO: '1' };
    const first = runServer(env);
    const call = caller(await listeningPort(first));
    const { token } = await signIn(call, 'player01');
    const secret = seedOperators.operators.find((o) => o.username === 'cashier')!.totpSecret;
    const ops = (await call('/ops/session', { method: 'POST', body: { username: 'cashier', password: seedOperators.password, code: await codeNow(secret) } })).body.value as { token: string };
    const member = { Authorization: token };

    // Deposits waiting for the desk, to be approved while the server dies.
    const deposits: string[] = [];
    for (let i = 0; i < 12; i++) {
      const opened = await call('/wps/v2/transaction/deposit', { method: 'POST', headers: { ...member, 'Idempotency-Key': key() }, body: { channel: 'bkash', amount: '100' } });
      const id = (opened.body.value as { id: string }).id;
      await call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { ...member, 'Idempotency-Key': key() }, body: { id, transactionId: `CRASH${i}X${id}` } });
      deposits.push(id);
    }

    const transfers: Array<{ key: string; answer: unknown }> = [];
    const approvals: string[] = [];
    let alive = true;
    const transferLoop = (async () => {
      while (alive) {
        const k = key();
        try {
          const res = await call('/wps/relay/GCS_walletTransfer', { method: 'POST', headers: { ...member, 'Idempotency-Key': k }, body: { mode: 'toVendor', vendor: 'EVO', amount: '1' } });
          if (res.status === 200) transfers.push({ key: k, answer: res.body.value });
        } catch {
          return;
        }
      }
    })();
    const approvalLoop = (async () => {
      for (const id of deposits) {
        try {
          const res = await call('/ops/payments/deposits/decide', { method: 'POST', headers: { Authorization: ops.token, 'Idempotency-Key': key() }, body: { brandId: 'bd', id, decision: 'approve' } });
          if (res.status === 200) approvals.push(id);
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    // Killed mid-stream: once some of each were acknowledged, while more are on their way.
    const until = Date.now() + 30_000;
    while ((approvals.length < 2 || transfers.length < 5) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    alive = false;
    await Promise.all([transferLoop, approvalLoop, first.exited]);
    expect(transfers.length).toBeGreaterThan(0);
    expect(approvals.length).toBeGreaterThan(0);

    const second = runServer(env);
    const again = caller(await listeningPort(second));
    // Every acknowledged transfer was kept: asked again with its key, it answers as it did.
    for (const t of transfers) {
      const res = await again('/wps/relay/GCS_walletTransfer', { method: 'POST', headers: { ...member, 'Idempotency-Key': t.key }, body: { mode: 'toVendor', vendor: 'EVO', amount: '1' } });
      expect(res.body).toEqual({ success: true, value: t.answer });
    }
    const mine = (await again('/wps/v2/transaction/deposits?pageSize=20', { headers: member })).body.value as { list: Array<{ id: string; status: string }> };
    for (const id of approvals) expect(mine.list.find((d) => d.id === id)?.status).toBe('approved');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    try {
      const db = database.db;
      // Each acknowledged transfer made one change; at most one more committed as the process died.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where kind = 'transfer'`.execute(db);
      expect(rows[0]!.n - transfers.length).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.n - transfers.length).toBeLessThanOrEqual(1);
      const evo = await sql<{ balance: string }>`select w.balance::text as balance from wallets w join members m on m.id = w.member_id where m.account = 'player01' and m.brand_id = 'bd' and w.wallet = 'vendor:EVO'`.execute(db);
      expect(BigInt(evo.rows[0]!.balance)).toBe(BigInt(rows[0]!.n) * 100n);
      // A kept key always has its answer: the work and its record committed together.
      const unanswered = await sql<{ n: number }>`select count(*)::int as n from idempotent_requests where response = 'null'::jsonb`.execute(db);
      expect(unanswered.rows[0]!.n).toBe(0);
      const credited = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where kind = 'deposit'`.execute(db);
      const approved = await sql<{ n: number }>`select count(*)::int as n from deposits where status = 'approved'`.execute(db);
      expect(credited.rows[0]!.n).toBe(approved.rows[0]!.n);
      expect(approved.rows[0]!.n).toBeGreaterThanOrEqual(approvals.length);
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
