import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Avatar } from '../../../src/generated/types';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { apiError } from '../../errors';
import { avatarExtension, inspectAvatar, type AvatarType } from '../../lib/avatarImage';

const urlOf = (key: string, type: AvatarType) => `/media/avatars/${key}.${avatarExtension(type)}`;

/**
 * The address of the member's picture, or null: none uploaded, or pictures switched off (PROFPIC3).
 * The picture is the one the session read found (server/http/sessions.ts), so no query is made.
 */
export function avatarUrlOf(brand: Brand, avatar: { key: string; type: AvatarType } | null): string | null {
  if (!isModuleOn(brand.settings, 'PROFPIC3') || !avatar) return null;
  return urlOf(avatar.key, avatar.type);
}

/**
 * Replaces the member's own picture (the session's member: no call names another) with these
 * bytes, judged by their content. The new picture gets a new key, so its address is new too and
 * the old one answers 404 from now on.
 */
export async function saveAvatar(db: Kysely<Tables>, brandId: string, memberId: string, data: string): Promise<Avatar> {
  const bytes = Buffer.from(data, 'base64');
  const facts = await inspectAvatar(bytes);
  if ('refused' in facts) throw apiError(facts.refused, {}, 'data');
  const key = randomBytes(16).toString('hex');
  const row = { brand_id: brandId, key, content_type: facts.contentType, width: facts.width, height: facts.height, size: bytes.byteLength, bytes, updated_at: new Date() };
  await db
    .insertInto('member_avatars')
    .values({ member_id: memberId, ...row })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
    .execute();
  return { avatarUrl: urlOf(key, facts.contentType), ...facts };
}

/** A picture by its address's key and extension, for the brand that asks; null when there is none. */
export async function avatarByKey(db: Kysely<Tables>, brandId: string, key: string, ext: string): Promise<{ contentType: AvatarType; bytes: Buffer } | null> {
  const row = await db
    .selectFrom('member_avatars')
    .select(['content_type', 'bytes'])
    .where('key', '=', key)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  // One picture has one extension, so a cache never holds it under two addresses.
  if (!row || avatarExtension(row.content_type) !== ext) return null;
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
