import type { Kysely } from 'kysely';
import type { Tables } from '../../server/db/tables';
import { readBrand } from '../../server/brands/store';
import type { LotteryWallet } from '../../server/modules/games/lottery/placeBet';
import { placeBet } from '../../server/modules/vendor/bet';
import { IN_HOUSE_LOTTERY } from '../../src/engine/inHouseLottery';

/**
 * The in-house lottery's wallet for a test with a database and no server: the bet call's own work
 * (what /vendor-api/MQ_LOTTO/bet runs once its signature is checked), staking from main.
 */
export function lotteryWallet(db: Kysely<Tables>, brandId: string): LotteryWallet {
  return {
    bet: async (input) => {
      return placeBet(db, { brand: await readBrand(db, brandId), vendor: IN_HOUSE_LOTTERY, wallet: 'main', input });
    },
  };
}
