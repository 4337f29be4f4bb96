import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWallets, VendorWalletKind } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';

/** A vendor's wallet is named after its code: `vendor:EVO`. */
export const vendorWallet = (code: string) => `vendor:${code}`;

/** The member wallet a vendor's games stake from: the vendor's own for a transfer connection, else main (decision 0255). */
export const stakeWalletOf = (code: string, kind: VendorWalletKind): string => (kind === 'transfer' ? vendorWallet(code) : 'main');

/** A brand's vendors by code, each once (a vendor in two categories has one wallet), in the brand's order: their names, which are offered, and which keep a wallet of their own. */
export interface BrandVendors {
  names: Map<string, string>;
  active: Set<string>;
  /** Offered, and connected as `transfer`: the vendors money may be moved to. */
  transfer: Set<string>;
}

export async function vendorsOf(db: Kysely<Tables>, brandId: string): Promise<BrandVendors> {
  const rows = await db
    .selectFrom('vendors as v')
    .leftJoin('vendor_connections as c', (j) => j.onRef('c.brand_id', '=', 'v.brand_id').onRef('c.code', '=', 'v.code'))
    .select(['v.code', 'v.name', 'v.active', 'c.wallet'])
    .where('v.brand_id', '=', brandId)
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
  const names = new Map<string, string>();
  const active = new Set<string>();
  const transfer = new Set<string>();
  for (const r of rows) {
    if (!names.has(r.code) || (r.active && !active.has(r.code))) names.set(r.code, r.name);
    if (r.active) active.add(r.code);
    if (r.active && r.wallet === 'transfer') transfer.add(r.code);
  }
  return { names, active, transfer };
}

/**
 * Where a member's money is: main, held, and one wallet per offered vendor that keeps its own —
 * and any other vendor wallet that still holds money (a vendor switched off, or one whose last win
 * came as it became seamless, keeps its players' money visible, and it can be brought back).
 * `vendors` when the caller has read them already.
 */
export async function walletsOf(db: Kysely<Tables>, brandId: string, memberId: string, vendors?: BrandVendors): Promise<VendorWallets> {
  const [known, rows] = await Promise.all([vendors ?? vendorsOf(db, brandId), db.selectFrom('wallets').select(['wallet', 'balance']).where('member_id', '=', memberId).execute()]);
  const balance = new Map(rows.map((r) => [r.wallet, BigInt(r.balance)]));
  const wallets = [...known.transfer].map((code) => ({ vendor: code, name: known.names.get(code)!, balance: fromMinorUnits(balance.get(vendorWallet(code)) ?? 0n) }));
  for (const r of rows) {
    const code = r.wallet.startsWith('vendor:') ? r.wallet.slice(7) : null;
    if (code && !known.transfer.has(code) && BigInt(r.balance) > 0n) wallets.push({ vendor: code, name: known.names.get(code) ?? code, balance: fromMinorUnits(r.balance) });
  }
  return { main: fromMinorUnits(balance.get('main') ?? 0n), held: fromMinorUnits(balance.get('hold') ?? 0n), wallets };
}
