import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWallets } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';

/** A vendor's wallet is named after its code: `vendor:EVO`. */
export const vendorWallet = (code: string) => `vendor:${code}`;

/** The brand's active vendors by code, each once (a vendor in two categories has one wallet), in the brand's order. */
export async function activeVendors(db: Kysely<Tables>, brandId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('vendors').select(['code', 'name']).where('brand_id', '=', brandId).where('active', '=', true).orderBy('sort').orderBy('id').execute();
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.code)) out.set(r.code, r.name);
  return out;
}

/**
 * Where a member's money is: main, held, and one wallet per active vendor — and any other vendor
 * wallet that still holds money (a vendor switched off keeps its players' money visible, and it can
 * be brought back).
 */
export async function walletsOf(db: Kysely<Tables>, brandId: string, memberId: string): Promise<VendorWallets> {
  const [vendors, rows, names] = await Promise.all([
    activeVendors(db, brandId),
    db.selectFrom('wallets').select(['wallet', 'balance']).where('member_id', '=', memberId).execute(),
    db.selectFrom('vendors').select(['code', 'name']).where('brand_id', '=', brandId).execute(),
  ]);
  const balance = new Map(rows.map((r) => [r.wallet, BigInt(r.balance)]));
  const wallets = [...vendors].map(([code, name]) => ({ vendor: code, name, balance: fromMinorUnits(balance.get(vendorWallet(code)) ?? 0n) }));
  for (const r of rows) {
    const code = r.wallet.startsWith('vendor:') ? r.wallet.slice(7) : null;
    if (code && !vendors.has(code) && BigInt(r.balance) > 0n)
      wallets.push({ vendor: code, name: names.find((n) => n.code === code)?.name ?? code, balance: fromMinorUnits(r.balance) });
  }
  return { main: fromMinorUnits(balance.get('main') ?? 0n), held: fromMinorUnits(balance.get('hold') ?? 0n), wallets };
}
