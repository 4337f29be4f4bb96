import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

export interface BetFacts {
  /** The bet as its call recorded it; null for a txId never seen as a bet. */
  bet: { memberId: string; roundId: string; amount: bigint } | null;
  /** A rollback names it (it may have come before the bet). */
  rolledBack: boolean;
  /** A win names it. */
  paid: boolean;
}

/** What the vendor's calls so far say of one of its bets, by the bet's txId: one read of the bet and of the calls that name it. */
export async function betFacts(db: Kysely<Tables>, brandId: string, vendor: string, betTxId: string): Promise<BetFacts> {
  const rows = await db
    .selectFrom('vendor_transactions')
    .select(['tx_id', 'kind', 'member_id', 'round_id', 'amount', 'ref_tx_id'])
    .where('brand_id', '=', brandId)
    .where('vendor', '=', vendor)
    .where((eb) => eb.or([eb('tx_id', '=', betTxId), eb('ref_tx_id', '=', betTxId)]))
    .execute();
  const bet = rows.find((r) => r.tx_id === betTxId && r.kind === 'bet');
  const naming = rows.filter((r) => r.ref_tx_id === betTxId);
  return {
    bet: bet ? { memberId: bet.member_id!, roundId: bet.round_id, amount: BigInt(bet.amount) } : null,
    rolledBack: naming.some((r) => r.kind === 'rollback'),
    paid: naming.some((r) => r.kind === 'win'),
  };
}
