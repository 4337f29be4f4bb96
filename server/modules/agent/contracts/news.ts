import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import { sendSystemMessage, type ContractNews, type SettlementNews } from '../../inbox';
import { translate } from '../../../i18n';
import { formatDateTime } from '../../../../src/engine/formatDateTime';
import { fromMinorUnits } from '../../../../src/engine/money';
import type { ContractRow } from './book';

export type { ContractNews };

/**
 * Messages the named parties of a contract through their inboxes, in the transaction that changed
 * it (decision 0283), each in every language of the brand: the kind, the other party, and when it
 * starts or ends. The house is no party to message.
 */
export async function tellParties(trx: Kysely<Tables>, brand: Brand, row: ContractRow, news: ContractNews, parties: Array<'upline' | 'downline'>): Promise<void> {
  const when = (d: Date | null) => (d === null ? '' : formatDateTime(new Date(d).toISOString(), brand.config.timeZone));
  for (const party of parties) {
    const to = party === 'upline' ? row.upline_id : row.downline_id;
    if (to === null) continue;
    await sendSystemMessage(trx, brand, to, news, (lang) => ({
      kind: translate(lang, `inbox:contractKind_${row.kind}`),
      other: party === 'upline' ? row.downline_account : (row.upline_account ?? translate(lang, 'inbox:contractHouse')),
      start: when(row.starts_at),
      end: when(row.ends_at),
    }));
  }
}

const day = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', numberingSystem: 'latn' }).format(d);

/** A settled period as a message names it: its brand day, or its first and last days. */
export function periodText(brand: Brand, start: Date, end: Date): string {
  const tz = brand.config.timeZone;
  const first = day(start, tz);
  const last = day(new Date(end.getTime() - 1), tz);
  return first === last ? first : `${first} – ${last}`;
}

/**
 * Tells both parties of a settlement's contract, the agent and its upline (the house is none), that
 * the console approved, rejected or corrected it (decision 0292), in the transaction that did it.
 */
export async function tellSettlementParties(
  trx: Kysely<Tables>,
  brand: Brand,
  settlementId: string,
  news: SettlementNews,
  params: { amount: bigint; before?: bigint; reason?: string },
): Promise<void> {
  const s = await trx
    .selectFrom('contract_settlements as s')
    .innerJoin('contracts as c', 'c.id', 's.contract_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.kind', 's.period_start', 's.period_end', 's.member_id', 'c.upline_id', 'm.account'])
    .where('s.id', '=', settlementId)
    .executeTakeFirstOrThrow();
  const money = (minor: bigint) => `${brand.config.currency.symbol}${fromMinorUnits(minor)}`;
  const period = periodText(brand, new Date(s.period_start), new Date(s.period_end));
  for (const to of [s.member_id, s.upline_id]) {
    if (to === null) continue;
    await sendSystemMessage(trx, brand, to, news, (lang) => ({
      kind: translate(lang, `inbox:contractKind_${s.kind}`),
      account: s.account,
      period,
      amount: money(params.amount),
      before: money(params.before ?? 0n),
      reason: params.reason ?? '',
    }));
  }
}
