import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWallets } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';

/** A vendor's wallet is named after its code: `vendor:EVO`. */
export const vendorWallet = (code: string) => `vendor:${code}`;

/** A brand's vendors by code, each once (a vendor in two categories has one wallet), in the brand's order: their names, and which are offered. */
export interface BrandVendors {
  names: Map<string, string>;
  active: Set<string>;
}

export async function vendorsOf(db: Kysely<Tables>, brandId: string): Promise<BrandVendors> {
  const rows = await db.selectFrom('vendors').select(['code', 'name', 'active']).where('brand_id', '=', brandId).orderBy('sort').orderBy('id').execute();
  const names = new Map<string, string>();
  const active = new Set<string>();
  for (const r of rows) {
    if (!names.has(r.code) || (r.active && !active.has(r.code))) names.set(r.code, r.name);
    if (r.active) active.add(r.code);
  }
  return { names, active };
}

/**
 * Where a member's money is: main, held, and one wallet per active vendor — and any other vendor
 * wallet that still holds money (a vendor switched off keeps its players' money visible, and it can
 * be brought back). `vendors` when the caller has read them already.
 */
export async function walletsOf(db: Kysely<Tables>, brandId: string, memberId: string, vendors?: BrandVendors): Promise<VendorWallets> {
  const [known, rows] = await Promise.all([vendors ?? vendorsOf(db, brandId), db.selectFrom('wallets').select(['wallet', 'balance']).where('member_id', '=', memberId).execute()]);
  const balance = new Map(rows.map((r) => [r.wallet, BigInt(r.balance)]));
  const wallets = [...known.active].map((code) => ({ vendor: code, name: known.names.get(code)!, balance: fromMinorUnits(balance.get(vendorWallet(code)) ?? 0n) }));
  for (const r of rows) {
    const code = r.wallet.startsWith('vendor:') ? r.wallet.slice(7) : null;
    if (code && !known.active.has(code) && BigInt(r.balance) > 0n) wallets.push({ vendor: code, name: known.names.get(code) ?? code, balance: fromMinorUnits(r.balance) });
  }
  return { main: fromMinorUnits(balance.get('main') ?? 0n), held: fromMinorUnits(balance.get('hold') ?? 0n), wallets };
}
