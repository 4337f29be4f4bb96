import { refuseOnBreak } from '../../../lib/playBreaks';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { Deposit, DepositChannel, DepositChannels, DepositOpenRequest, DepositSubmitRequest, Deposits } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { pickTranslation } from '../../../../src/engine/pickTranslation';
import { apiError } from '../../../errors';
import { readProofs } from './proofs';
import { pageOf } from '../../../db/pageOf';
import { isUniqueViolation } from '../../../db/isUniqueViolation';
import { amountWithin, minorOf } from '../amount';
import { todayStart } from '../../../db/brandDay';
import { depositWithinLimits } from '../../limits/index';

/** An open deposit waits this long for its transaction ID: long enough to pay, short enough that an account shown is still the one in use. */
export const OPEN_MINUTES = 60;

type DepositRow = Selectable<Tables['deposits']>;

/** The channels players are offered: in the brand's payments, switched on. */
function offered(brand: Brand): DepositChannel[] {
  return (brand.config.payments?.deposit.channels ?? []).filter((c) => c.enabled);
}

function channelOf(brand: Brand, id: string): DepositChannel {
  const channel = offered(brand).find((c) => c.id === id);
  if (!channel) throw apiError('CHANNEL_UNKNOWN', {}, 'channel');
  return channel;
}

/**
 * What the member has deposited today, per channel (one channel's only when named), counting
 * deposits with the desk and approved ones. One query for the channel list as for one deposit.
 */
async function depositedToday(db: Kysely<Tables>, brand: Brand, memberId: string, channel?: string): Promise<Map<string, bigint>> {
  let q = db
    .selectFrom('deposits')
    .select((eb) => ['channel', eb.fn.sum<string>('amount').as('total')])
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .where('submitted_at', '>=', todayStart(brand.config.timeZone))
    .groupBy('channel');
  if (channel) q = q.where('channel', '=', channel);
  return new Map((await q.execute()).map((r) => [r.channel, BigInt(r.total)]));
}

/** What is left of a channel's daily limit for the member today. */
function leftToday(channel: DepositChannel, done: Map<string, bigint>): bigint {
  const left = minorOf(channel.dailyLimit) - (done.get(channel.id) ?? 0n);
  return left > 0n ? left : 0n;
}

/** An amount of one channel: within its least and most and what is left of its daily limit, each refused with its own message. */
async function amountFor(db: Kysely<Tables>, brand: Brand, memberId: string, channel: DepositChannel, text: string): Promise<bigint> {
  const left = leftToday(channel, await depositedToday(db, brand, memberId, channel.id));
  return amountWithin(brand, text, { min: minorOf(channel.min), max: minorOf(channel.max), available: left });
}

/** The channels with their limits and instructions in the member's language, and what is left of each one's daily limit. */
export async function depositChannels(db: Kysely<Tables>, brand: Brand, lang: string, memberId: string): Promise<DepositChannels> {
  const done = await depositedToday(db, brand, memberId);
  return {
    channels: offered(brand).map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      min: fromMinorUnits(minorOf(c.min)),
      max: fromMinorUnits(minorOf(c.max)),
      feePercent: c.feePercent,
      quickAmounts: c.quickAmounts.map((q) => fromMinorUnits(minorOf(q))),
      instructions: pickTranslation(c.instructions, lang, brand.config.defaultLang),
      leftToday: fromMinorUnits(leftToday(c, done)),
    })),
  };
}

/** A deposit as its member reads it; an open one past its hour reads as expired. */
export function depositView(brand: Brand, lang: string, row: DepositRow): Deposit {
  const created = new Date(row.created_at);
  const expiresAt = new Date(created.getTime() + OPEN_MINUTES * 60_000);
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  const channel = brand.config.payments?.deposit.channels.find((c) => c.id === row.channel);
  return {
    id: row.id,
    reference: `D${row.id}`,
    channel: row.channel,
    channelName: row.channel_name,
    kind: row.kind,
    amount: fromMinorUnits(amount),
    fee: fromMinorUnits(fee),
    credit: fromMinorUnits(amount - fee),
    account: { label: row.account_label, number: row.account_number },
    status: row.status === 'open' && expiresAt.getTime() < Date.now() ? 'expired' : row.status,
    transactionId: row.transaction_ref,
    rejectReason: row.reject_reason,
    createdAt: created.toISOString(),
    expiresAt: expiresAt.toISOString(),
    instructions: channel ? pickTranslation(channel.instructions, lang, brand.config.defaultLang) : '',
  };
}

/**
 * Starts a deposit: the amount within the channel's limits, the fee worked out (rounded down, in
 * the player's favour), and the channel's next receiving account in turn.
 */
export async function openDeposit(db: Kysely<Tables>, brand: Brand, lang: string, memberId: string, input: DepositOpenRequest): Promise<Deposit> {
  // No deposit from a member on a break from play (RG3), whose sessions ended with it: one started in the same instant.
  await refuseOnBreak(db, brand, memberId);
  const channel = channelOf(brand, input.channel);
  const amount = await amountFor(db, brand, memberId, channel, input.amount);
  await depositWithinLimits(db, memberId, amount);
  const fee = (amount * BigInt(Math.round(channel.feePercent * 100))) / 10_000n;
  const { n } = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_id', '=', brand.id)
    .where('channel', '=', channel.id)
    .executeTakeFirstOrThrow();
  const account = channel.accounts[Number(BigInt(n) % BigInt(channel.accounts.length))]!;
  const row = await db
    .insertInto('deposits')
    .values({
      brand_id: brand.id,
      member_id: memberId,
      channel: channel.id,
      channel_name: channel.name,
      kind: channel.kind,
      amount: String(amount),
      fee: String(fee),
      account_label: account.label,
      account_number: account.number,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return depositView(brand, lang, row);
}

/**
 * Sends an open deposit to the desk with its transaction ID and proofs. The member's row is locked
 * first, so two submissions of one member are judged one after the other against the daily limit;
 * the transaction ID's unique index refuses a payment claimed twice, by anyone.
 */
export async function submitDeposit(db: Kysely<Tables>, brand: Brand, lang: string, memberId: string, input: DepositSubmitRequest): Promise<Deposit> {
  const proofs = readProofs(input.proofs);
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  const row = await db.selectFrom('deposits').selectAll().where('id', '=', input.id).where('member_id', '=', memberId).where('brand_id', '=', brand.id).executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  const view = depositView(brand, lang, row);
  if (view.status === 'expired') throw apiError('DEPOSIT_EXPIRED');
  if (row.status !== 'open') throw apiError('DEPOSIT_NOT_OPEN');
  const channel = channelOf(brand, row.channel);
  await amountFor(db, brand, memberId, channel, fromMinorUnits(row.amount));
  await depositWithinLimits(db, memberId, BigInt(row.amount));
  const taken = await db
    .selectFrom('deposits')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('channel', '=', row.channel)
    .where(sql<string>`lower(transaction_ref)`, '=', input.transactionId.toLowerCase())
    .executeTakeFirst();
  if (taken) throw apiError('TRANSACTION_ID_TAKEN', {}, 'transactionId');
  // Another member's deposit may claim the same payment at the same moment: the index decides.
  const updated = await db
    .updateTable('deposits')
    .set({ status: 'pending', transaction_ref: input.transactionId, submitted_at: new Date() })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? apiError('TRANSACTION_ID_TAKEN', {}, 'transactionId') : err;
    });
  if (proofs.length)
    await db
      .insertInto('deposit_proofs')
      .values(proofs.map((p) => ({ deposit_id: row.id, content_type: p.contentType, width: p.width, height: p.height, bytes: p.bytes })))
      .execute();
  return depositView(brand, lang, updated);
}

/** The member's deposits, newest first. */
export async function depositsOf(db: Kysely<Tables>, brand: Brand, lang: string, memberId: string, pageNo = 1, pageSize = 10): Promise<Deposits> {
  const base = db.selectFrom('deposits').where('member_id', '=', memberId).where('brand_id', '=', brand.id);
  const page = await pageOf(pageNo, pageSize, base, (limit, offset) => base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute());
  return { pageNo, total: page.total, totalPages: page.totalPages, list: page.rows.map((r) => depositView(brand, lang, r)) };
}
