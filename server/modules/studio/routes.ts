import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category } from '../../../src/generated/types';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { slotThemeOf } from '../../../src/engine/slotTheme';
import { fairStream, hashSeed } from '../../games/studio/fair';
import { betProblem, gameFacts, kindOf, playRound, stakesFor } from '../../games/studio/playRound';
import { stakeableBalance, vendorsOf } from '../wallet/index';
import { demoBalance, studioLaunch } from './studioLaunch';
import { fairStateOf, rotateSeeds } from './fairSeeds';
import { playStudioRound } from './playStudioRound';
import { studioRules } from './studioRules';
import { Catalogue, isJackpotGame, jackpotOf } from '../games/index';

/**
 * The studio's own game server: what its game page (play.html) calls with the launch token. It
 * stands where an outside vendor's server would, and moves real money only through the wallet API,
 * in the wallet the vendor's connection names.
 */
/** A slot's theme, from its English title as the artwork script drew its tile from it. */
function themeOf(game: { code: string; name: Record<string, string>; vendor: string }) {
  const { id, motif } = slotThemeOf({ code: game.code, name: game.name.en ?? Object.values(game.name)[0] ?? game.code, vendor: game.vendor });
  return { id, motif };
}

export function studioRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'studio/session', async ({ brand, lang, input }) => {
    const launch = await studioLaunch(db, brand.id, input.t);
    const kind = kindOf(launch.game.engine);
    if (!kind) throw apiError('GAME_NOT_FOUND');
    const played = launch.demo || !launch.memberId ? null : { memberId: launch.memberId, wallet: await app.vendorSecrets.walletOf(brand.id, launch.game.vendor) };
    const balance = played ? await stakeableBalance(db, played.memberId, played.wallet) : await demoBalance(db, launch.tokenHash);
    const wallet = played && played.wallet !== 'main' ? ((await vendorsOf(db, brand.id)).names.get(launch.game.vendor) ?? launch.game.vendor) : null;
    const facts = gameFacts(launch.game.engine);
    const lines = facts.table ? (facts.table.lines as unknown[]).length : 0;
    const jackpot = isJackpotGame(launch.game.classify) ? (await jackpotOf(db, brand.id, brand.config.currency.code)).amount : undefined;
    return {
      game: {
        nodeId: launch.game.id,
        name: pickTranslation(launch.game.name, lang, brand.config.defaultLang),
        vendor: launch.game.vendor,
        category: launch.game.category as Category,
        kind,
        engine: launch.game.engine,
        lines,
      },
      demo: launch.demo || !launch.memberId,
      balance: fromMinorUnits(balance),
      wallet,
      currency: brand.config.currency,
      fair: await fairStateOf(db, launch.owner),
      rules: studioRules(brand),
      stakes: stakesFor(launch.game.engine, launch.game.minBet).map(fromMinorUnits),
      ...(jackpot ? { jackpot } : {}),
      ...(kind === 'slot' ? { theme: themeOf(launch.game) } : {}),
      ...facts,
    };
  });

  defineRoute(app, 'studio/round', async ({ req, brand, input }) => playStudioRound(app, db, brand, req.headers.host ?? brand.domains[0]!, input));

  defineRoute(app, 'studio/seed', async ({ brand, input }) => {
    const launch = await studioLaunch(db, brand.id, input.t);
    return rotateSeeds(db, launch.owner, input.clientSeed);
  });

  defineRoute(app, 'studio/rounds', async ({ brand, input }) => {
    const launch = await studioLaunch(db, brand.id, input.t);
    const rows = await db
      .selectFrom('studio_rounds as r')
      .innerJoin('fair_seeds as s', 's.id', 'r.seed_id')
      .select([
        'r.id',
        'r.created_at',
        'r.stake',
        'r.payout',
        'r.nonce',
        'r.client_seed',
        's.server_hash',
        's.server_seed',
        's.active',
        sql<string | null>`r.outcome->>'choice'`.as('choice'),
        sql<string | null>`r.outcome->>'target'`.as('target'),
      ])
      .where('s.owner', '=', launch.owner)
      .where('r.game_id', '=', launch.game.id)
      .orderBy('r.id', 'desc')
      .limit(20)
      .execute();
    return rows.map((r) => ({
      roundId: `S${r.id}`,
      at: new Date(r.created_at).toISOString(),
      stake: fromMinorUnits(r.stake),
      payout: fromMinorUnits(r.payout),
      nonce: r.nonce,
      clientSeed: r.client_seed,
      serverHash: r.server_hash,
      // The secret seed shows only once the player has changed seeds: before, it would tell the next rounds.
      serverSeed: r.active ? null : r.server_seed,
      choice: r.choice,
      target: r.target === null ? null : Number(r.target),
    }));
  });

  // Plays a round again from its seeds, changing nothing: what the published scheme lets anyone do.
  defineRoute(app, 'studio/verify', async ({ brand, input }) => {
    const game = await (await Catalogue.of(db, app.catalogues, brand, brand.config.defaultLang)).game(input.nodeId);
    if (!game) throw apiError('GAME_NOT_FOUND');
    const bet = { stake: toMinorUnits(input.stake) ?? -1n, choice: input.choice, target: input.target };
    const problem = betProblem(game.engine, BigInt(game.min_bet), bet);
    if (problem) throw apiError('BET_INVALID', undefined, problem === 'engine' ? 'stake' : problem);
    const { payout, outcome } = playRound(game.engine, fairStream(input.serverSeed, input.clientSeed, input.nonce), bet);
    return { serverHash: hashSeed(input.serverSeed), payout: fromMinorUnits(payout), outcome };
  });
}
