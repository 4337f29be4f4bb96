// The bare loop the money benchmarks measure against: the least a transfer can cost on an engine
// (two `update wallets` in one transaction, no ledger), and the timing loop both use.
import type { Database } from '../server/db/open';

const pick = (n: number) => Math.floor(Math.random() * n);

/** Two different members of `ids` and an amount too small ever to overdraw a bench account. */
export function randomPair(ids: string[]): [string, string, bigint] {
  const from = pick(ids.length);
  const to = (from + 1 + pick(ids.length - 1)) % ids.length;
  return [ids[from]!, ids[to]!, BigInt(1 + pick(100))];
}

/**
 * The floor: a random pair's main wallets moved by two bare updates in one transaction, the lower
 * member ID first, as the ledger locks them: concurrent loops on PostgreSQL would deadlock otherwise.
 */
export function bareTransfer(database: Database, ids: string[]) {
  return async () => {
    const [from, to, amount] = randomPair(ids);
    const moves: Array<[string, bigint]> = BigInt(from) < BigInt(to) ? [[from, -amount], [to, amount]] : [[to, amount], [from, -amount]];
    await database.db.transaction().execute(async (trx) => {
      for (const [memberId, delta] of moves)
        await trx
          .updateTable('wallets')
          .set((eb) => ({ balance: eb('balance', '+', String(delta)) }))
          .where('member_id', '=', memberId)
          .where('wallet', '=', 'main')
          .execute();
    });
  };
}

export interface Run {
  count: number;
  ms: number;
  cpuMs: number;
}

/** `workers` loops each awaiting `step` until `ms` has passed. */
export async function timed(workers: number, ms: number, step: () => Promise<void>): Promise<Run> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const until = start + ms;
  let count = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        await step();
        count++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { count, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

export const add = (a: Run, b: Run): Run => ({ count: a.count + b.count, ms: a.ms + b.ms, cpuMs: a.cpuMs + b.cpuMs });
export const perSecond = (r: Run) => (r.count * 1000) / r.ms;

/**
 * The floor's moves have no entries behind them, so the books would not hold after them: the
 * balances are put back as they were before anything else reads them.
 */
export async function floorRound(database: Database, ids: string[], ms: number, workers = 1): Promise<Run> {
  const before = await database.db.selectFrom('wallets').select(['member_id', 'balance']).where('member_id', 'in', ids).where('wallet', '=', 'main').execute();
  const run = await timed(workers, ms, bareTransfer(database, ids));
  await database.db.transaction().execute(async (trx) => {
    for (const w of before) await trx.updateTable('wallets').set({ balance: w.balance }).where('member_id', '=', w.member_id).where('wallet', '=', 'main').execute();
  });
  return run;
}
