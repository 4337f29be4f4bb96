import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';

/**
 * One side of a change: one of a member's wallets (`main` unless named: a vendor's wallet
 * `vendor:<code>`, `hold` for withdrawals asked for and not yet paid), or a house account (where
 * demo credit, deposits and wins come from, and where payouts go).
 */
export type Posting = { memberId: string; wallet?: string; amount: bigint } | { house: string; amount: bigint };

export interface LedgerChange {
  brandId: string;
  /** The same key twice moves money once; the same key with other postings is refused. */
  idempotencyKey: string;
  kind: string;
  /** What the player and the console read beside the movement (a deposit's number, a vendor). */
  reference?: string;
  postings: Posting[];
  /**
   * What the change adds to the member's figures of the brand day (member_daily_stats, decision
   * 0276): written by the change's own statement, only when the change is new, so a replay adds nothing.
   */
  counts?: DailyCounts;
}

/** A member's money of a brand day that is no game's: a deposit credited, a withdrawal paid, a bonus granted. */
export interface DailyCounts {
  memberId: string;
  deposits?: bigint;
  withdrawals?: bigint;
  bonus?: bigint;
}

export interface PostedChange {
  transactionId: string;
  replayed: boolean;
  /** Each member wallet the change touched, with its balance after it (empty when replayed). */
  balances: Array<{ memberId: string; wallet: string; balance: bigint }>;
}

const isCheckViolation = (err: unknown) => (err as { code?: string }).code === '23514';

/** The member wallet that holds points (decision 0260): the ledger's second asset, never money. */
export const POINTS_WALLET = 'points';
/** Every house account of the points asset is named with this prefix (`points:earned`, `points:redeemed`). */
export const POINTS_HOUSE = 'points:';
/** The ledger's assets: the brand's currency, and points. A change sums to zero in each. */
export type Asset = 'money' | 'PTS';
/** Which asset a posting moves: the points wallet and the `points:` house accounts are points, the rest money. */
export const assetOf = (p: Posting): Asset => ('memberId' in p ? (p.wallet === POINTS_WALLET ? 'PTS' : 'money') : p.house.startsWith(POINTS_HOUSE) ? 'PTS' : 'money');
/** The same rule in SQL, over a ledger entry's `wallet` and `house_account` (checkLedger, the reports). */
export const assetSql = (e: string) => `case when ${e}.wallet = '${POINTS_WALLET}' or ${e}.house_account like '${POINTS_HOUSE}%' then 'PTS' else 'money' end`;
const walletOf = (p: Posting) => ('memberId' in p ? (p.wallet ?? 'main') : null);
/** Wallets are locked by member ID (as a number), then by name. */
const lockOrder = (p: { memberId: string; wallet?: string }) => `${p.memberId.padStart(20, '0')}:${p.wallet ?? 'main'}`;

/** The change as a key's first use recorded it: its kind and postings in a fixed order. */
export function fingerprintOf(change: Pick<LedgerChange, 'kind' | 'reference' | 'postings'>): string {
  const sides = change.postings.map((p) => ('memberId' in p ? `m:${p.memberId}:${walletOf(p)}:${p.amount}` : `h:${p.house}:${p.amount}`)).sort();
  return createHash('sha256')
    .update(JSON.stringify([change.kind, change.reference ?? null, sides]))
    .digest('base64url');
}

/**
 * Moves money: the postings, which must sum to zero, and every wallet they touch, in one SQL
 * statement (inside the caller's transaction, when it has one). A key already used with the same postings answers
 * the first transaction and moves nothing; with other postings it is refused
 * (IDEMPOTENCY_MISMATCH). A posting that would take a wallet below zero refuses the whole change.
 * Wallets are updated in one fixed order, so two changes crossing the same wallets wait for each
 * other instead of deadlocking.
 */
export async function postChange(db: Kysely<Tables>, change: LedgerChange): Promise<PostedChange> {
  // Each asset sums to zero on its own: points never pay for money, nor money for points, but
  // through a house account of each (a conversion: points to the house, the house's money to the member).
  const sums = new Map<Asset, bigint>();
  for (const p of change.postings) sums.set(assetOf(p), (sums.get(assetOf(p)) ?? 0n) + p.amount);
  const off = [...sums].filter(([, sum]) => sum !== 0n);
  if (change.postings.length < 2 || off.length > 0)
    throw new Error(`unbalanced ledger change ${change.kind}: ${change.postings.length} postings summing to ${off.map(([a, sum]) => `${sum} ${a}`).join(', ') || 0}`);
  const fingerprint = fingerprintOf(change);
  // Each wallet once, summed, in lock order: one row of the upsert per wallet.
  const byWallet = new Map<string, { memberId: string; wallet: string; amount: bigint }>();
  for (const p of change.postings) {
    if (!('memberId' in p)) continue;
    const key = lockOrder(p);
    const seen = byWallet.get(key);
    if (seen) seen.amount += p.amount;
    else byWallet.set(key, { memberId: p.memberId, wallet: walletOf(p)!, amount: p.amount });
  }
  const wallets = [...byWallet.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, w]) => w);
  const walletRows = sql.join(wallets.map((w, i) => sql`(${i}::int, ${w.memberId}::bigint, ${w.wallet}::text, ${String(w.amount)}::bigint)`));
  const entryRows = sql.join(
    change.postings.map((p, i) =>
      'memberId' in p
        ? sql`(${i}::int, ${p.memberId}::bigint, ${walletOf(p)}::text, null::text, ${String(p.amount)}::bigint)`
        : sql`(${i}::int, null::bigint, null::text, ${p.house}::text, ${String(p.amount)}::bigint)`,
    ),
  );
  // One statement: the change's row (nothing when its key was used), every wallet it touches in
  // lock order (one upsert: a debit of a wallet with too little breaks the wallets' balance check;
  // a debit of a wallet that did not exist gives its entry no balance after, which breaks the
  // entries' check), and its entries with each wallet's balance after it. One round trip, atomic on
  // its own or inside the caller's transaction, and any broken check refuses all of it.
  const moved = wallets.length
    ? sql`moved as (
        insert into wallets (member_id, wallet, balance, last_change)
        select v.member_id, v.wallet, greatest(v.amount, 0), v.amount from tx cross join (values ${walletRows}) as v(ord, member_id, wallet, amount)
        order by v.ord
        on conflict (member_id, wallet) do update set balance = wallets.balance + excluded.last_change, last_change = excluded.last_change, updated_at = now()
        returning member_id, wallet, balance, xmax = 0 as created)`
    : sql`moved as (select null::bigint as member_id, null::text as wallet, null::bigint as balance, false as created where false)`;
  // The member's figures of the day, selected from the change's own row: nothing when the key was used.
  const c = change.counts;
  const counted = c
    ? sql`counted as (
        insert into member_daily_stats as s (brand_id, member_id, day, product, deposits, withdrawals, bonus)
        select ${change.brandId}::text, ${c.memberId}::bigint,
               (now() at time zone coalesce((select b.config ->> 'timeZone' from brands b where b.id = ${change.brandId}), 'UTC'))::date, '',
               ${String(c.deposits ?? 0n)}::bigint, ${String(c.withdrawals ?? 0n)}::bigint, ${String(c.bonus ?? 0n)}::bigint
        from tx
        on conflict (member_id, day, product) do update
          set deposits = s.deposits + excluded.deposits, withdrawals = s.withdrawals + excluded.withdrawals, bonus = s.bonus + excluded.bonus
        returning 1),`
    : sql``;
  try {
    const { rows } = await sql<{ id: string; member_id: string | null; wallet: string | null; balance: string | null }>`
      with tx as (
        insert into ledger_transactions (brand_id, idempotency_key, kind, fingerprint, reference)
        values (${change.brandId}, ${change.idempotencyKey}, ${change.kind}, ${fingerprint}, ${change.reference ?? null})
        on conflict (brand_id, idempotency_key) do nothing
        returning id),
      ${moved},
      ${counted}
      entries as (
        insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
        select tx.id, p.member_id, p.wallet, p.house, p.amount, case when m.created and m.balance = 0 and p.amount < 0 then null else m.balance end
        from tx cross join (values ${entryRows}) as p(ord, member_id, wallet, house, amount)
        left join moved m on m.member_id = p.member_id and m.wallet = p.wallet
        order by p.ord
        returning 1)
      select tx.id::text as id, m.member_id::text as member_id, m.wallet, m.balance::text as balance
      from tx left join moved m on true`.execute(db);
    if (rows.length === 0) {
      const first = await db
        .selectFrom('ledger_transactions')
        .select(['id', 'fingerprint'])
        .where('brand_id', '=', change.brandId)
        .where('idempotency_key', '=', change.idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.fingerprint !== null && first.fingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
      return { transactionId: first.id, replayed: true, balances: [] };
    }
    const after = new Map(rows.filter((r) => r.member_id !== null).map((r) => [`${r.member_id}:${r.wallet}`, BigInt(r.balance!)]));
    return { transactionId: rows[0]!.id, replayed: false, balances: wallets.map((w) => ({ memberId: w.memberId, wallet: w.wallet, balance: after.get(`${w.memberId}:${w.wallet}`)! })) };
  } catch (err) {
    if (isCheckViolation(err)) throw apiError('INSUFFICIENT_FUNDS');
    throw err;
  }
}

/** A stake: an amount from one of a member's wallets (`main` unless named) to a house account. */
export interface Debit {
  brandId: string;
  idempotencyKey: string;
  kind: string;
  reference?: string;
  memberId: string;
  wallet?: string;
  house: string;
  amount: bigint;
}

/**
 * The fingerprint a debit's change is recorded with: the one postChange gives the same postings
 * (the member's wallet to the house), so a key met again is judged alike however it was written.
 * The bet writes its debit in one call of its own (migration 042's vendor_bet).
 */
export function debitFingerprint(debit: Debit): string {
  if (debit.amount <= 0n) throw new Error(`a debit of ${debit.amount} for ${debit.kind}: only a positive amount leaves a wallet`);
  return fingerprintOf({
    ...debit,
    postings: [
      { memberId: debit.memberId, wallet: debit.wallet ?? 'main', amount: -debit.amount },
      { house: debit.house, amount: debit.amount },
    ],
  });
}

/** One of a member's wallets in minor units (`main` unless named); a wallet money never reached has none. */
export async function walletBalance(db: Kysely<Tables>, memberId: string, wallet = 'main'): Promise<bigint> {
  const row = await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet', '=', wallet).executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}

/**
 * What a game may take stakes from: the wallet it stakes from, and for a seamless game (main) the
 * bonus wallet too, which a stake reaches once main is spent (decision 0262). One read.
 */
export async function stakeableBalance(db: Kysely<Tables>, memberId: string, wallet = 'main'): Promise<bigint> {
  const row = await db
    .selectFrom('wallets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('wallet', 'in', wallet === 'main' ? ['main', 'bonus'] : [wallet])
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** The wallets that hold no spendable money: the withdrawal hold, and points (another asset). */
export const notSpendable = ['hold', POINTS_WALLET];

/** What a member may spend, as the header shows it: every wallet but the withdrawal hold and the points. */
export async function spendableBalance(db: Kysely<Tables>, memberId: string): Promise<bigint> {
  const row = await db
    .selectFrom('wallets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('wallet', 'not in', notSpendable)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
