import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Transfer, TransferRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { amountWithin } from './amount';
import { apiError } from '../../errors';
import { notSpendable, postChange, walletBalance, type Posting } from './ledger';
import { vendorsOf, vendorWallet, walletsOf } from './vendorWallets';

export interface TransferOrder {
  brandId: string;
  memberId: string;
  /** The ledger key: one request, one change. */
  ledgerKey: string;
  input: TransferRequest;
}


/**
 * Main wallet ↔ vendor wallets through the ledger, in the caller's transaction: to one vendor or
 * from it by an amount, the whole main wallet to one vendor (allOut), every vendor wallet back to
 * main (allIn). Money goes only to a vendor the brand offers that keeps a wallet of its own (a
 * seamless vendor plays from main); it may come back from any wallet that holds it.
 * Nothing to move moves nothing and says so (0.00).
 */
export async function transfer(db: Kysely<Tables>, order: TransferOrder): Promise<Transfer> {
  const { brandId, memberId, input } = order;
  const vendors = await vendorsOf(db, brandId);
  const main = { memberId, wallet: 'main' };
  let postings: Posting[];
  if (input.mode === 'toVendor' || input.mode === 'allOut') {
    if (!vendors.transfer.has(input.vendor!)) throw apiError('VENDOR_UNKNOWN', {}, 'vendor');
    const amount = input.mode === 'toVendor' ? amountWithin(null, input.amount) : await walletBalance(db, memberId, 'main');
    postings = [
      { ...main, amount: -amount },
      { memberId, wallet: vendorWallet(input.vendor!), amount },
    ];
  } else if (input.mode === 'fromVendor') {
    const amount = amountWithin(null, input.amount);
    postings = [
      { memberId, wallet: vendorWallet(input.vendor!), amount: -amount },
      { ...main, amount },
    ];
  } else {
    // Every vendor wallet back to main: the automatic transfer's gathering, into main.
    const moved = await gatherInto(db, { brandId, memberId, vendor: null, ledgerKey: order.ledgerKey });
    return { moved: fromMinorUnits(moved), wallets: await walletsOf(db, brandId, memberId, vendors) };
  }
  const moved = postings.filter((p) => p.amount > 0n).reduce((s, p) => s + p.amount, 0n);
  if (moved > 0n) await postChange(db, { brandId, idempotencyKey: order.ledgerKey, kind: 'transfer', reference: input.vendor, postings });
  return { moved: fromMinorUnits(moved), wallets: await walletsOf(db, brandId, memberId, vendors) };
}

export interface Gathering {
  brandId: string;
  memberId: string;
  /** Where everything goes: a vendor's code, or null for the main wallet. */
  vendor: string | null;
  ledgerKey: string;
}

/**
 * Everything a member may spend into the one wallet a game stakes from, as one ledger change in the
 * caller's transaction: a brand's automatic transfer when a game opens — into a transfer vendor's
 * wallet from main and every other vendor's, or back into main from every vendor's for a seamless
 * one. The wallets are read locked, in the ledger's lock order, so what is read is what moves.
 * Answers what moved (0 when nothing was elsewhere).
 */
export async function gatherInto(db: Kysely<Tables>, { brandId, memberId, vendor, ledgerKey }: Gathering): Promise<bigint> {
  const target = vendor === null ? 'main' : vendorWallet(vendor);
  const elsewhere = await db
    .selectFrom('wallets')
    .select(['wallet', 'balance'])
    .where('member_id', '=', memberId)
    .where('wallet', 'not in', [...notSpendable, target])
    .where('balance', '>', '0')
    .orderBy(sql`wallet collate "C"`)
    .forUpdate()
    .execute();
  const total = elsewhere.reduce((s, w) => s + BigInt(w.balance), 0n);
  if (total === 0n) return 0n;
  await postChange(db, {
    brandId,
    idempotencyKey: ledgerKey,
    kind: 'transfer',
    // Everything back to main names no vendor, as an all-in does.
    reference: vendor ?? undefined,
    postings: [...elsewhere.map((w) => ({ memberId, wallet: w.wallet, amount: -BigInt(w.balance) })), { memberId, wallet: target, amount: total }],
  });
  return total;
}
