import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { fingerprintOf } from './ledger';

// Many payments from one house account, each a ledger change of its own under its own key, posted in
// one statement: a settlement run pays hundreds of agents at once, and a round trip each (postChange)
// cost more than the figures they were paid on (decision 0308). Each change is the one postChange
// would write for the same postings, fingerprint and all, so a key met again is judged alike
// whichever wrote it first.

export interface Payout {
  memberId: string;
  idempotencyKey: string;
  /** More than zero: a payout only credits. */
  amount: bigint;
}

export interface Payouts {
  brandId: string;
  kind: string;
  reference?: string;
  house: string;
  payouts: Payout[];
}

/**
 * Posts every payout as a change `house → member's main wallet` in one statement: the changes'
 * rows (a key already used adds nothing), each member's wallet once with the sum of its new
 * payouts, in member order (the lock order every change uses), and two entries a change, the
 * member's with its balance after that change. Resolves to the keys this call posted; a key already
 * used with other postings refuses all of them (IDEMPOTENCY_MISMATCH), as postChange would.
 */
export async function postPayouts(db: Kysely<Tables>, batch: Payouts): Promise<Set<string>> {
  if (batch.payouts.length === 0) return new Set();
  for (const p of batch.payouts) if (p.amount <= 0n) throw new Error(`a payout of ${p.amount} for ${batch.kind}: only a positive amount is paid`);
  // One key twice in a batch would be one change's row joined to two payouts: credited twice.
  if (new Set(batch.payouts.map((p) => p.idempotencyKey)).size < batch.payouts.length) throw new Error(`a batch of ${batch.kind} payouts names a key twice`);
  const fingerprints = batch.payouts.map((p) =>
    fingerprintOf({
      kind: batch.kind,
      reference: batch.reference,
      postings: [
        { house: batch.house, amount: -p.amount },
        { memberId: p.memberId, amount: p.amount },
      ],
    }),
  );
  const members = batch.payouts.map((p) => p.memberId);
  const keys = batch.payouts.map((p) => p.idempotencyKey);
  const amounts = batch.payouts.map((p) => String(p.amount));
  const { rows } = await sql<{ key: string }>`
    with p as (
      select * from unnest(${members}::bigint[], ${keys}::text[], ${amounts}::bigint[], ${fingerprints}::text[]) with ordinality
        as p(member_id, key, amount, fingerprint, ord)),
    tx as (
      insert into ledger_transactions (brand_id, idempotency_key, kind, fingerprint, reference)
      select ${batch.brandId}, p.key, ${batch.kind}, p.fingerprint, ${batch.reference ?? null}::text from p order by p.ord
      on conflict (brand_id, idempotency_key) do nothing
      returning id, idempotency_key),
    fresh as (select p.*, tx.id as tx_id from p join tx on tx.idempotency_key = p.key),
    moved as (
      insert into wallets (member_id, wallet, balance, last_change)
      select f.member_id, 'main', sum(f.amount), sum(f.amount) from fresh f group by f.member_id order by f.member_id
      on conflict (member_id, wallet) do update set balance = wallets.balance + excluded.last_change, last_change = excluded.last_change, updated_at = now()
      returning member_id, balance),
    -- Each member's balance after each of its payouts: the balance after all of them less the ones after it.
    credited as (
      select f.tx_id, f.member_id, f.amount, f.ord,
             m.balance - coalesce(sum(f.amount) over (partition by f.member_id order by f.ord rows between 1 following and unbounded following), 0) as balance_after
      from fresh f join moved m on m.member_id = f.member_id),
    entries as (
      insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
      select c.tx_id, case when s.side = 1 then c.member_id end, case when s.side = 1 then 'main' end, case when s.side = 0 then ${batch.house}::text end,
             case when s.side = 1 then c.amount else -c.amount end, case when s.side = 1 then c.balance_after end
      from credited c cross join (values (0), (1)) as s(side)
      order by c.ord, s.side
      returning 1)
    select key from fresh`.execute(db);
  const posted = new Set(rows.map((r) => r.key));
  if (posted.size < keys.length) {
    // The keys used before: each must have been these postings, as postChange refuses otherwise.
    const again = keys.filter((k) => !posted.has(k));
    const first = await db.selectFrom('ledger_transactions').select(['idempotency_key', 'fingerprint']).where('brand_id', '=', batch.brandId).where('idempotency_key', 'in', again).execute();
    const expected = new Map(keys.map((k, i) => [k, fingerprints[i]]));
    if (first.some((r) => r.fingerprint !== null && r.fingerprint !== expected.get(r.idempotency_key))) throw apiError('IDEMPOTENCY_MISMATCH');
  }
  return posted;
}
