import { randomBytes } from 'node:crypto';
import { tokenHash } from '../../lib/tokens';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { BrandConfig, GameLaunch, LaunchWallet } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { gatherInto, vendorWallet, walletBalance } from '../wallet/index';
import type { Catalogue } from './catalogue';
import { launchUrlFor } from './adapters';
import { markPlayed } from './favourites';

/** A real-money launch lasts a playing session; the wallet API refuses its token after this. */
const REAL_HOURS = 12;
/** Play money a demo starts with, in the brand's currency. */
export const DEMO_CREDIT = toMinorUnits('2000.00')!;
/** A brand that says nothing of its game wallets: no automatic transfer, and this offered to move in. */
const defaultGameWallets = { autoTransfer: false, moveIn: '500.00' };

type GameWallets = NonNullable<BrandConfig['payments']>['gameWallets'];

/** The brand a launch is made in: its id, and how it treats the wallets of vendors that keep their own. */
export interface LaunchBrand {
  id: string;
  gameWallets?: GameWallets;
}

/**
 * Opens a game: for a member with real money, for a visitor or a trial account as a demo with play
 * money. A game closed for maintenance answers other open games of its category instead (SPEC §4).
 * A real launch of a vendor that keeps its own wallet says what that wallet holds; where the brand
 * moves money automatically, everything the member may spend is moved into the wallet the game
 * stakes from with the launch, in the same transaction (decision 0255).
 */
export async function launchGame(db: Kysely<Tables>, catalogue: Catalogue, brand: LaunchBrand, lang: string, nodeId: number, player: { memberId: string } | null): Promise<GameLaunch> {
  const row = await catalogue.game(nodeId);
  if (!row) throw apiError('GAME_NOT_FOUND');
  const game = catalogue.toGame(row);
  if (row.maintenance) return { status: 'maintenance', game, alternatives: await catalogue.alternativesTo(row) };
  const demo = player === null;
  if (demo && !row.demo) throw apiError('DEMO_UNAVAILABLE');
  const token = randomBytes(32).toString('base64url');
  const launch = await launchUrlFor(db, brand.id, row.vendor, { token, gameCode: row.code, lang, demo });
  if (!launch) throw apiError('GAME_NOT_FOUND');
  const hash = tokenHash(token);
  const rules = brand.gameWallets ?? defaultGameWallets;
  const ownWallet = player !== null && launch.wallet === 'transfer';
  const wallet = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_launches')
      .values({
        token_hash: hash,
        brand_id: brand.id,
        member_id: player?.memberId ?? null,
        game_id: row.id,
        demo,
        demo_balance: demo ? String(DEMO_CREDIT) : null,
        expires_at: new Date(Date.now() + (demo ? 2 : REAL_HOURS) * 3_600_000),
      })
      .execute();
    if (!player || demo) return undefined;
    // A brand that moves money automatically puts it where this game stakes from: a game of a
    // seamless vendor brings back what an earlier game's wallet kept (a tab closed mid-game).
    const autoKey = `launch:${hash}`;
    if (!ownWallet) {
      if (rules.autoTransfer) await gatherInto(trx, { brandId: brand.id, memberId: player.memberId, vendor: null, ledgerKey: autoKey });
      return undefined;
    }
    const moved = rules.autoTransfer ? await gatherInto(trx, { brandId: brand.id, memberId: player.memberId, vendor: row.vendor, ledgerKey: autoKey }) : 0n;
    const [balance, main] = await Promise.all([walletBalance(trx, player.memberId, vendorWallet(row.vendor)), walletBalance(trx, player.memberId, 'main')]);
    return { vendor: row.vendor, name: game.vendorName, balance: fromMinorUnits(balance), main: fromMinorUnits(main), moveIn: rules.moveIn, auto: rules.autoTransfer, moved: fromMinorUnits(moved) } satisfies LaunchWallet;
  });
  if (player) await markPlayed(db, player.memberId, row.id);
  return { status: 'ready', gameUrl: launch.url, demo, game, ...(wallet ? { wallet } : {}) };
}
