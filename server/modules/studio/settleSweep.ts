import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { fromMinorUnits } from '../../../src/engine/money';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import { walletClient } from '../vendor/index';

const kind = 'studio.settleSweep';

interface OpenRound {
  id: string;
  brand_id: string;
  payout: string;
  vendor: string;
}

/** The studio rounds whose stake was taken and whose win never went out, older than `olderThanMs`: a hundred at a time. */
function openRounds(db: Kysely<Tables>, olderThanMs: number): Promise<OpenRound[]> {
  return db
    .selectFrom('studio_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .innerJoin('bets as b', (j) =>
      j
        .onRef('b.brand_id', '=', 'r.brand_id')
        .onRef('b.vendor', '=', 'g.vendor')
        .on('b.round_id', '=', sql<string>`'S' || r.id`),
    )
    .select(['r.id', 'r.brand_id', 'r.payout', 'g.vendor'])
    .where('b.status', '=', 'open')
    .where('r.created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .limit(100)
    .execute();
}

/**
 * Each round's recorded win, sent under the round's own win id, so a win that did arrive is answered
 * again and moves nothing. Outside any transaction: the win is a wallet call of its own.
 */
async function payRounds(app: FastifyInstance, db: Kysely<Tables>, rounds: OpenRound[]): Promise<void> {
  for (const r of rounds) {
    const brand = app.brands.all().find((b) => b.id === r.brand_id);
    if (!brand) continue;
    const roundId = `S${r.id}`;
    await walletClient(app, { id: brand.id, host: brand.domains[0]! }, r.vendor).win({ txId: `${roundId}-win`, betTxId: `${roundId}-bet`, roundId, amount: fromMinorUnits(r.payout) });
  }
}

/**
 * Pays the studio rounds whose stake was taken and whose win never went out (the server stopped
 * between the two): every open round older than `olderThanMs` gets its recorded win. Two sweeps at
 * once are harmless, each win being once per its id. Returns how many it paid.
 */
export async function settleOpenRounds(app: FastifyInstance, db: Kysely<Tables>, olderThanMs = 60_000): Promise<number> {
  const open = await openRounds(db, olderThanMs);
  await payRounds(app, db, open);
  return open.length;
}

/**
 * The sweep each minute on the job queue's schedule, each run taken by one process: it finds the
 * rounds in the run's transaction and pays them once that has committed, as the wallet's calls
 * cannot run inside it. A run stopped before it paid them all leaves them to the next.
 */
export function settleSweepJob(app: FastifyInstance, db: Kysely<Tables>) {
  return {
    kind,
    cron: '* * * * *',
    queue: retriedQueue(kind, 0, 0, { keepDays: 1 }),
    handle: (async (_payload, trx) => {
      const open = await openRounds(trx, 60_000);
      return open.length ? () => payRounds(app, db, open) : undefined;
    }) as JobHandler<object>,
  };
}
