import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { fromMinorUnits } from '../../../src/engine/money';
import { walletClient } from './walletClient';

/**
 * Pays the studio rounds whose stake was taken and whose win never went out (the server stopped
 * between the two): every open round older than `olderThanMs` gets its recorded win, sent under the
 * round's own win id, so a win that did arrive is answered again and moves nothing. Outside any
 * transaction, since the win is a wallet call of its own; two servers sweeping at once are
 * harmless for the same reason. Returns how many it paid.
 */
export async function settleOpenRounds(app: FastifyInstance, db: Kysely<Tables>, olderThanMs = 60_000): Promise<number> {
  const open = await db
    .selectFrom('studio_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .innerJoin('bets as b', (j) => j.onRef('b.brand_id', '=', 'r.brand_id').onRef('b.vendor', '=', 'g.vendor').on('b.round_id', '=', sql<string>`'S' || r.id`))
    .select(['r.id', 'r.brand_id', 'r.payout', 'g.vendor'])
    .where('b.status', '=', 'open')
    .where('r.created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .limit(100)
    .execute();
  for (const r of open) {
    const brand = app.brands.all().find((b) => b.id === r.brand_id);
    if (!brand) continue;
    const roundId = `S${r.id}`;
    await walletClient(app, db, { id: brand.id, host: brand.domains[0]! }, r.vendor).win({ txId: `${roundId}-win`, betTxId: `${roundId}-bet`, roundId, amount: fromMinorUnits(r.payout) });
  }
  return open.length;
}

/** Sweeps every `everyMs` while the server runs. */
export function startSettleSweep(app: FastifyInstance, db: Kysely<Tables>, everyMs = 30_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleOpenRounds(app, db)
      .catch((err: unknown) => app.log.warn({ err }, 'open studio rounds could not be paid; tried again on the next sweep'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
