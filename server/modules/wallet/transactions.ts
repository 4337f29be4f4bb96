import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { TransactionKind, Transactions, TransactionsRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { payoutKindNames, type PayoutKind } from '../../../src/engine/payoutAccount';
import { translate, type Language } from '../../i18n';
import { dayEnd, dayStart } from '../../db/brandDay';
import { pageOf } from '../../db/pageOf';
import { likeText } from '../../db/likeText';
import { POINTS_WALLET } from './ledger';
import { entryLabel, readableReference, walletLabel, type EntryWords, type LedgerLine } from './entryLabel';

const idsOf = (lines: LedgerLine[], prefix: 'D' | 'W') =>
  lines.flatMap((l) => {
    const ref = readableReference(l);
    return ref?.startsWith(prefix) ? [ref.slice(1)] : [];
  });

/**
 * The brand's names for what one page of lines keeps as codes, in three small reads: its vendors
 * (by the category played in, else the first in the brand's order, an offered one first), the
 * channels of the deposits and the payout kinds of the withdrawals the page names, of the members it shows.
 */
async function wordsFor(db: Kysely<Tables>, brandId: string, memberIds: string[], lang: Language, lines: LedgerLine[]): Promise<EntryWords> {
  const deposits = idsOf(lines, 'D');
  const withdrawals = idsOf(lines, 'W');
  const [vendors, channels, payouts] = await Promise.all([
    db.selectFrom('vendors').select(['code', 'name', 'category', 'active']).where('brand_id', '=', brandId).orderBy('sort').orderBy('id').execute(),
    deposits.length ? db.selectFrom('deposits').select(['id', 'channel_name']).where('member_id', 'in', memberIds).where('id', 'in', deposits).execute() : [],
    withdrawals.length ? db.selectFrom('withdrawals').select(['id', 'account_kind']).where('member_id', 'in', memberIds).where('id', 'in', withdrawals).execute() : [],
  ]);
  const byProduct = new Map(vendors.map((v) => [`${v.category}/${v.code}`, v.name]));
  const byCode = new Map<string, string>();
  for (const v of [...vendors.filter((x) => x.active), ...vendors]) if (!byCode.has(v.code)) byCode.set(v.code, v.name);
  const channelOf = new Map(channels.map((c) => [`D${c.id}`, c.channel_name]));
  const payoutOf = new Map(payouts.map((p) => [`W${p.id}`, payoutKindNames[p.account_kind as PayoutKind] ?? p.account_kind]));
  return {
    say: (nsKey, params) => translate(lang, nsKey, params),
    // A vendor the brand no longer lists keeps the only name the books have for it.
    vendor: (code, category) => (category !== undefined ? byProduct.get(`${category}/${code}`) : undefined) ?? byCode.get(code) ?? code,
    channel: (reference) => channelOf.get(reference),
    payout: (reference) => payoutOf.get(reference),
  };
}

/** Whose movements: one member's own, or every member below an agent in the downline tree, found by a part of the account (decision 0274). */
export type TransactionsOf = { member: string } | { team: string; account?: string | undefined };

/**
 * An account record: each of a member's wallets' side of every ledger change, newest first, with
 * the balance the wallet had after it, what it was and the wallet in words of the request's
 * language, and the reference a person quotes where there is one. Days are the brand's (its time
 * zone), `to` included. A team's record (money only) names each line's account and tells the
 * balance after it of direct downlines only.
 */
export async function transactionsOf(db: Kysely<Tables>, brand: { id: string; timeZone: string }, lang: Language, whose: TransactionsOf, input: TransactionsRequest): Promise<Transactions> {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 10;
  const points = 'member' in whose && input.asset === 'PTS';
  // Money and points are two assets (decision 0260): the record tells one of them at a time.
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .innerJoin('member_tree as tree', 'tree.descendant', 'e.member_id')
    .where('e.wallet', points ? '=' : '<>', POINTS_WALLET);
  if ('member' in whose) q = q.where('e.member_id', '=', whose.member).where('tree.depth', '=', 0);
  else {
    q = q.where('tree.ancestor', '=', whose.team).where('tree.depth', '>', 0);
    if (whose.account) q = q.where('m.account', 'ilike', likeText(whose.account));
  }
  if (input.kind) q = q.where('t.kind', '=', input.kind);
  if (input.from) q = q.where('t.created_at', '>=', dayStart(input.from, brand.timeZone));
  if (input.to) q = q.where('t.created_at', '<', dayEnd(input.to, brand.timeZone));
  const { total, totalPages, rows } = await pageOf(
    pageNo,
    pageSize,
    q,
    (limit, offset) => q.select(['e.id', 'e.member_id', 'm.account', 'tree.depth', 't.created_at', 't.kind', 'e.wallet', 'e.amount', 'e.balance_after', 't.reference']).orderBy('e.id', 'desc').limit(limit).offset(offset).execute(),
  );
  const lines: LedgerLine[] = rows.map((r) => ({ kind: r.kind as TransactionKind, wallet: r.wallet!, amount: BigInt(r.amount), reference: r.reference }));
  const words = await wordsFor(db, brand.id, [...new Set(rows.map((r) => r.member_id!))], lang, lines);
  return {
    pageNo,
    total,
    totalPages,
    list: rows.map((r, i) => {
      const line = lines[i]!;
      return {
        id: r.id,
        at: new Date(r.created_at).toISOString(),
        kind: line.kind,
        label: entryLabel(line, words),
        wallet: line.wallet.startsWith('vendor:') ? line.wallet.slice(7) : line.wallet,
        walletName: walletLabel(line.wallet, words),
        amount: points ? String(r.amount) : fromMinorUnits(r.amount),
        balanceAfter: points ? String(r.balance_after!) : r.depth > 1 ? null : fromMinorUnits(r.balance_after!),
        reference: readableReference(line),
        ...('team' in whose ? { account: r.account } : {}),
      };
    }),
  };
}
