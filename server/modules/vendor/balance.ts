import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorBalance, VendorBalanceRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { stakeableBalance } from '../wallet/index';
import { launchedPlayer } from './launchedPlayer';
import type { VendorCall } from './vendorCall';

/** The wallet of the player a launch token names that the vendor's games stake from: what it may take stakes from. */
export async function balanceOf(db: Kysely<Tables>, { brand, vendor, wallet, input }: VendorCall<VendorBalanceRequest>): Promise<VendorBalance> {
  const { memberId } = await launchedPlayer(db, brand.id, vendor, input.token);
  return { balance: fromMinorUnits(await stakeableBalance(db, memberId, wallet)), currency: brand.config.currency.code };
}
