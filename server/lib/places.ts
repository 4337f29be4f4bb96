import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';

/**
 * Where a member registered or signed in from, kept so that two accounts on one device or address
 * can be told apart from two strangers (a referral paid to oneself): a hash the same for every
 * member of a brand, never the address itself.
 */
export const placeValueHash = (brandId: string, kind: 'device' | 'ip', value: string) => createHash('sha256').update(`${brandId}\n${kind}\n${value}`).digest('hex');

/** Notes the address (and the device id, when the client sent one) a member came from; again, its last use moves on. */
export async function notePlace(db: Kysely<Tables>, brandId: string, memberId: string, place: { ip: string; deviceId?: string | undefined }): Promise<void> {
  const rows = [
    { member_id: memberId, brand_id: brandId, kind: 'ip' as const, value_hash: placeValueHash(brandId, 'ip', place.ip) },
    ...(place.deviceId ? [{ member_id: memberId, brand_id: brandId, kind: 'device' as const, value_hash: placeValueHash(brandId, 'device', place.deviceId) }] : []),
  ];
  await db
    .insertInto('member_places')
    .values(rows)
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'value_hash']).doUpdateSet({ last_at: sql<Date>`now()` }))
    .execute();
}

export type SharedThing = 'device' | 'ip' | 'payoutAccount';

/** What two members of a brand share: a device, an address, a payout account (one removed since counts too). */
export async function sharedBy(db: Kysely<Tables>, a: string, b: string): Promise<SharedThing[]> {
  const { rows } = await sql<{ thing: SharedThing }>`
    select distinct x.kind as thing from member_places x join member_places y on y.brand_id = x.brand_id and y.kind = x.kind and y.value_hash = x.value_hash
    where x.member_id = ${a} and y.member_id = ${b}
    union
    select 'payoutAccount' from payout_accounts x join payout_accounts y on y.kind = x.kind and y.number = x.number
    where x.member_id = ${a} and y.member_id = ${b}`.execute(db);
  const order: SharedThing[] = ['device', 'ip', 'payoutAccount'];
  return order.filter((t) => rows.some((r) => r.thing === t));
}
