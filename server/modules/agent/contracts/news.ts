import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import { sendSystemMessage, type ContractNews } from '../../inbox';
import { translate } from '../../../i18n';
import { formatDateTime } from '../../../../src/engine/formatDateTime';
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
