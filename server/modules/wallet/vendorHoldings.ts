import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { OpsVendor, VendorWalletKind } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { postChange } from './ledger';
import { vendorsOf, vendorWallet } from './vendorWallets';

/** The vendors connected to a brand, each with its wallet kind and what its own wallets hold, in the brand's order (the unlisted after). */
export async function vendorHoldings(db: Kysely<Tables>, brandId: string): Promise<OpsVendor[]> {
  const [vendors, connections, held] = await Promise.all([
    vendorsOf(db, brandId),
    db.selectFrom('vendor_connections').select(['code', 'adapter', 'wallet']).where('brand_id', '=', brandId).orderBy('code').execute(),
    db
      .selectFrom('wallets as w')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .select(['w.wallet', (eb) => eb.fn.countAll<string>().as('holders'), (eb) => eb.fn.sum<string>('w.balance').as('held')])
      .where('m.brand_id', '=', brandId)
      .where('w.wallet', 'like', 'vendor:%')
      .where('w.balance', '>', '0')
      .groupBy('w.wallet')
      .execute(),
  ]);
  const holding = new Map(held.map((h) => [h.wallet, h]));
  const order = [...vendors.names.keys()];
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return connections
    .map((c) => {
      const h = holding.get(vendorWallet(c.code));
      return { code: c.code, name: vendors.names.get(c.code) ?? c.code, adapter: c.adapter, wallet: c.wallet, active: vendors.active.has(c.code), holders: Number(h?.holders ?? 0), held: fromMinorUnits(h?.held ?? 0n) };
    })
    .sort((a, b) => rank(a.code) - rank(b.code));
}

export interface WalletKindChange {
  brandId: string;
  code: string;
  wallet: VendorWalletKind;
  /** The request's key: each member's change is keyed by it, so the same request moves money once. */
  ledgerKey: string;
}

/**
 * How a connected vendor holds money, changed in the caller's transaction, in one conditional
 * statement: of two operators changing it at once, one changes it and the other finds it changed
 * (`changed: false`, nothing moved). Made seamless, every member's wallet of the vendor goes back
 * to main — one ledger change per member, the wallets read locked so what is read is what moves —
 * and nothing is left where no game stakes from it (decision 0255). Answers how many members and
 * how much.
 */
export async function changeWalletKind(db: Kysely<Tables>, change: WalletKindChange): Promise<{ changed: boolean; members: number; moved: bigint }> {
  const { brandId, code, wallet, ledgerKey } = change;
  const row = await db.updateTable('vendor_connections').set({ wallet }).where('brand_id', '=', brandId).where('code', '=', code).where('wallet', '<>', wallet).returning('code').executeTakeFirst();
  if (!row) {
    const connected = await db.selectFrom('vendor_connections').select('code').where('brand_id', '=', brandId).where('code', '=', code).executeTakeFirst();
    if (!connected) throw apiError('VENDOR_UNKNOWN', {}, 'code');
    return { changed: false, members: 0, moved: 0n };
  }
  if (wallet === 'transfer') return { changed: true, members: 0, moved: 0n };
  const stranded = await db
    .selectFrom('wallets as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .select(['w.member_id', 'w.balance'])
    .where('m.brand_id', '=', brandId)
    .where('w.wallet', '=', vendorWallet(code))
    .where('w.balance', '>', '0')
    .orderBy(sql`w.member_id`)
    .forUpdate('w')
    .execute();
  let moved = 0n;
  for (const w of stranded) {
    const amount = BigInt(w.balance);
    await postChange(db, {
      brandId,
      idempotencyKey: `${ledgerKey}:${w.member_id}`,
      kind: 'transfer',
      reference: code,
      postings: [
        { memberId: w.member_id, wallet: vendorWallet(code), amount: -amount },
        { memberId: w.member_id, wallet: 'main', amount },
      ],
    });
    moved += amount;
  }
  return { changed: true, members: stranded.length, moved };
}
