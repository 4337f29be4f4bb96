import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { OpsDepositProof, WithdrawalPayoutProof } from '../../../../src/generated/types';
import { apiError } from '../../../errors';
import { inspectImage } from '../../../lib/images';

/** A proof picture as stored: its type and size as its bytes declare them. */
export interface Proof {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Proof pictures sent as base64 (SPEC §9: PNG or JPEG, at most 5 MB each), each judged by its bytes;
 * a bad one is refused at its place in the list (`proofs.<n>`).
 */
export function readProofs(sent: readonly string[] | undefined): Proof[] {
  return (sent ?? []).map((data, i) => readProof(data, `proofs.${i}`));
}

/** One proof picture sent as base64, judged by its bytes; a bad one is refused at `field`. */
export function readProof(data: string, field: string): Proof {
  const bytes = Buffer.from(data, 'base64');
  const facts = inspectImage(bytes);
  if ('refused' in facts) throw apiError('FIELD_INVALID', { reason: `errors:${facts.refused}` }, field);
  if (facts.contentType !== 'image/png' && facts.contentType !== 'image/jpeg') throw apiError('FIELD_INVALID', { reason: 'errors:reason_proof_type' }, field);
  return { bytes, contentType: facts.contentType, width: facts.width, height: facts.height };
}

/** One proof picture of a brand's deposit or withdrawal receipt, for the desk; never served at a public address. */
export async function proofOf(db: Kysely<Tables>, of: 'deposit' | 'withdrawal', brandId: string, id: string): Promise<OpsDepositProof> {
  const { rows } = await sql<{ content_type: string; width: number; height: number; bytes: Uint8Array }>`
    select p.content_type, p.width, p.height, p.bytes
    from ${sql.table(`${of}_proofs`)} p join ${sql.table(`${of}s`)} o on o.id = p.${sql.ref(`${of}_id`)}
    where p.id = ${id} and o.brand_id = ${brandId}`.execute(db);
  const row = rows[0];
  if (!row) throw apiError('NOT_FOUND');
  return { contentType: row.content_type as OpsDepositProof['contentType'], width: row.width, height: row.height, data: Buffer.from(row.bytes).toString('base64') };
}

/**
 * The IDs of a deposit's or withdrawal's proof pictures, in the order sent, as a column of a desk's
 * list (`owner`: the row's id column); of a withdrawal, those the member sent with a receipt.
 */
export const proofIds = (of: 'deposit' | 'withdrawal', owner: string) =>
  sql<string[] | null>`(select array_agg(p.id::text order by p.id) from ${sql.table(`${of}_proofs`)} p where p.${sql.ref(`${of}_id`)} = ${sql.ref(owner)}${of === 'withdrawal' ? sql` and p.kind = 'receipt'` : sql``})`;

/** The ID of the picture of the payment the desk attached to a paid withdrawal (`owner`: the row's id column), or null. */
export const payoutProofId = (owner: string) => sql<string | null>`(select p.id::text from withdrawal_proofs p where p.withdrawal_id = ${sql.ref(owner)} and p.kind = 'payout')`;

/** The picture of the payment of one of the member's own paid withdrawals. */
export async function payoutProofOf(db: Kysely<Tables>, memberId: string, withdrawalId: string): Promise<WithdrawalPayoutProof> {
  const row = await db
    .selectFrom('withdrawal_proofs as p')
    .innerJoin('withdrawals as w', 'w.id', 'p.withdrawal_id')
    .select(['p.content_type', 'p.width', 'p.height', 'p.bytes'])
    .where('w.id', '=', withdrawalId)
    .where('w.member_id', '=', memberId)
    .where('p.kind', '=', 'payout')
    .executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  return { contentType: row.content_type as WithdrawalPayoutProof['contentType'], width: row.width, height: row.height, data: Buffer.from(row.bytes).toString('base64') };
}
