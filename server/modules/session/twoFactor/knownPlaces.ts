import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { placeHash } from './rules';

/** Where a sign-in comes from, as the known-devices table keeps it: the device id's hash (when the client sent one) and the address's. */
export interface Place {
  memberId: string;
  device: string | null;
  ip: string;
}

export const placeOf = (memberId: string, deviceId: string | undefined, ip: string): Place => ({
  memberId,
  device: deviceId ? placeHash(memberId, 'device', deviceId) : null,
  ip: placeHash(memberId, 'ip', ip),
});

const rowsOf = (p: Place) => [...(p.device ? [{ member_id: p.memberId, kind: 'device' as const, value_hash: p.device }] : []), { member_id: p.memberId, kind: 'ip' as const, value_hash: p.ip }];

/** Whether the member passed the check from this device and from this address: a sign-in without a device id never is. */
export async function isKnownPlace(db: Kysely<Tables>, p: Place): Promise<boolean> {
  if (!p.device) return false;
  const rows = await db
    .selectFrom('member_known_devices')
    .select('kind')
    .where('member_id', '=', p.memberId)
    .where((eb) => eb.or([eb.and([eb('kind', '=', 'device'), eb('value_hash', '=', p.device!)]), eb.and([eb('kind', '=', 'ip'), eb('value_hash', '=', p.ip)])]))
    .execute();
  return rows.length === 2;
}

/** Remembers the device and the address as passed (again: their last use moves on). */
export async function rememberPlace(db: Kysely<Tables>, p: Place): Promise<void> {
  await db
    .insertInto('member_known_devices')
    .values(rowsOf(p))
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'value_hash']).doUpdateSet({ last_at: sql<Date>`now()` }))
    .execute();
}
