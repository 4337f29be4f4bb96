import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { StudioRound, StudioRoundRequest } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { fairStream } from '../../games/studio/fair';
import { betProblem, playRound } from '../../games/studio/playRound';
import { claimRoundSlot, settleDemo, studioLaunch } from './studioLaunch';
import { takeNonce } from './fairSeeds';
import { walletClient } from '../vendor/index';
import { studioRules } from './studioRules';

/**
 * One round of a studio game. The order matters: the brand's shortest round is claimed first, then
 * the round's nonce (so the seeds fix the result before any money moves), then the money — play
 * money in a demo, else the stake and the win through the seamless-wallet API under the round's
 * own transaction ids, so a repeat of either moves nothing twice.
 */
export async function playStudioRound(app: FastifyInstance, db: Kysely<Tables>, brand: Brand, host: string, input: StudioRoundRequest): Promise<StudioRound> {
  const launch = await studioLaunch(db, brand.id, input.t);
  const stake = toMinorUnits(input.stake);
  const bet = { stake: stake ?? -1n, choice: input.choice, target: input.target };
  const problem = betProblem(launch.game.engine, launch.game.minBet, bet);
  if (stake === null || problem) throw apiError('BET_INVALID', undefined, problem === 'engine' || !problem ? 'stake' : problem);
  await claimRoundSlot(db, launch.tokenHash, studioRules(brand).minSpinMs);
  const seeds = await takeNonce(db, launch.owner);
  const { payout, outcome } = playRound(launch.game.engine, fairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce), bet);
  const round = await db
    .insertInto('studio_rounds')
    .values({
      brand_id: brand.id,
      member_id: launch.memberId,
      game_id: launch.game.id,
      seed_id: seeds.seedId,
      nonce: seeds.nonce,
      client_seed: seeds.clientSeed,
      stake: String(stake),
      payout: String(payout),
      outcome: JSON.stringify(outcome),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roundId = `S${round.id}`;
  let balance: bigint;
  if (launch.demo || !launch.memberId) balance = await settleDemo(db, launch.tokenHash, stake, payout);
  else {
    const wallet = walletClient(app, { id: brand.id, host }, launch.game.vendor);
    try {
      await wallet.bet({ token: input.t, txId: `${roundId}-bet`, roundId, amount: fromMinorUnits(stake) });
    } catch (err) {
      // Refused before any money moved: the round never happened (its nonce stays used).
      await db.deleteFrom('studio_rounds').where('id', '=', round.id).execute();
      throw err;
    }
    // A win of nothing still settles the round in the betting record. Should the server stop
    // before it, the round stays open and settleSweep pays it.
    const won = await wallet.win({ txId: `${roundId}-win`, betTxId: `${roundId}-bet`, roundId, amount: fromMinorUnits(payout) });
    balance = toMinorUnits(won.balance)!;
  }
  return {
    roundId,
    stake: fromMinorUnits(stake),
    payout: fromMinorUnits(payout),
    balance: fromMinorUnits(balance),
    nonce: seeds.nonce,
    clientSeed: seeds.clientSeed,
    serverHash: seeds.serverHash,
    outcome,
    fair: { serverHash: seeds.serverHash, clientSeed: seeds.clientSeed, nonce: seeds.next },
  };
}
