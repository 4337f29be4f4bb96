import { createHash, createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Announcements, Banners, HelpCenter, Notices } from '../../../src/generated/types';
import { pickTranslation, translationLanguage, type Translations } from '../../../src/engine/pickTranslation';

/** The language a reader asked for and the brand's default, which content falls back to. */
export interface ReadLanguage {
  lang: string;
  defaultLang: string;
}

/**
 * Title and content of one item in one language: the title picks it, the content follows (and
 * falls back on its own only where it lacks that language), so a heading and its body agree.
 */
function inLanguage(title: Translations, content: Translations, { lang, defaultLang }: ReadLanguage): { title: string; content: string } {
  const chosen = translationLanguage(title, lang, defaultLang) ?? lang;
  return { title: pickTranslation(title, lang, defaultLang), content: pickTranslation(content, chosen, defaultLang) };
}

export async function bannersOf(db: Kysely<Tables>, brandId: string, group: string, language: ReadLanguage): Promise<Banners> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'group_name', 'image', 'width', 'height', 'linkage_type', 'linkage_url'])
    .where('brand_id', '=', brandId)
    .where('group_name', '=', group)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    bannerId: r.id,
    groupName: r.group_name,
    url: pickTranslation(r.image, language.lang, language.defaultLang),
    width: r.width,
    height: r.height,
    linkageType: r.linkage_type as 'route' | 'url' | null,
    linkageUrl: r.linkage_url,
  }));
}

/** One page of the notices written for players (the site's notice bar and panel) or for agents (the agent centre's Announcement page, decision 0281). */
export async function noticesPage(db: Kysely<Tables>, brandId: string, language: ReadLanguage, pageNo: number, pageSize: number, audience: 'players' | 'agents' = 'players'): Promise<Notices> {
  const { total } = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('brand_id', '=', brandId)
    .where('audience', '=', audience)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'title', 'content', 'created_at'])
    .where('brand_id', '=', brandId)
    .where('audience', '=', audience)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const count = Number(total);
  return {
    pageNo,
    total: count,
    totalPages: Math.ceil(count / pageSize),
    list: rows.map((r) => ({ id: r.id, ...inLanguage(r.title, r.content, language), createdAt: new Date(r.created_at).toISOString() })),
  };
}

export async function announcementsInForce(
  db: Kysely<Tables>,
  brandId: string,
  language: ReadLanguage,
  q: { types: string[]; platform: string; execution?: string | undefined },
): Promise<Announcements> {
  let query = db
    .selectFrom('announcements')
    .select(['id', 'type', 'execution', 'platform', 'title', 'content', 'start_at', 'end_at'])
    .where('brand_id', '=', brandId)
    .where('type', 'in', q.types)
    .where('platform', '=', q.platform)
    .where('start_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', sql<Date>`now()`)]));
  if (q.execution) query = query.where('execution', '=', q.execution);
  const rows = await query.orderBy('start_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as Announcements[number]['type'],
    execution: r.execution as Announcements[number]['execution'],
    platform: r.platform,
    ...inLanguage(r.title, r.content, language),
    startAt: new Date(r.start_at).toISOString(),
    endAt: r.end_at ? new Date(r.end_at).toISOString() : null,
  }));
}

export async function helpCenterOf(db: Kysely<Tables>, brandId: string, language: ReadLanguage): Promise<HelpCenter> {
  const rows = await db
    .selectFrom('help_categories as c')
    .leftJoin('help_articles as a', 'a.category_id', 'c.id')
    .select(['c.id as categoryId', 'c.title as categoryTitle', 'a.id as articleId', 'a.title as articleTitle', 'a.content'])
    .where('c.brand_id', '=', brandId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
  const out: HelpCenter = [];
  for (const r of rows) {
    let cat = out.at(-1);
    if (!cat || cat.id !== r.categoryId) {
      out.push((cat = { id: r.categoryId, title: pickTranslation(r.categoryTitle, language.lang, language.defaultLang), articles: [] }));
    }
    if (r.articleId !== null) cat.articles.push({ id: r.articleId, ...inLanguage(r.articleTitle!, r.content!, language) });
  }
  return out;
}

const CAPTCHA_TTL_MS = 5 * 60_000;

/** Stores (or replaces, on refresh) the answer to a captcha the client named; drops expired ones. */
export async function saveCaptcha(db: Kysely<Tables>, id: string, brandId: string, answer: string): Promise<void> {
  await db.deleteFrom('captcha_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('captcha_challenges')
    .values({ id, brand_id: brandId, answer, expires_at: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ brand_id: brandId, answer, expires_at: new Date(Date.now() + CAPTCHA_TTL_MS) }))
    .execute();
}

export async function captchaAnswer(db: Kysely<Tables>, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('captcha_challenges')
    .select('answer')
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.answer ?? null;
}

/** RSA reaches 128 bits of security at 3,072 bits (ASVS 11.2.3; NIST SP 800-57); 2,048 gives about 112. */
export const SEALING_KEY_BITS = 3072;

const makeKeyPair = promisify(generateKeyPair);
const keyBits = new Map<string, number>();
const bitsOf = (keyId: string, spki: string) => {
  let bits = keyBits.get(keyId);
  if (bits === undefined) {
    bits = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyDetails?.modulusLength ?? 0;
    keyBits.set(keyId, bits);
  }
  return bits;
};

/**
 * The current key pair for encrypted calls. Made once and kept in the database, so every API
 * process behind a load balancer serves and accepts the same key. A key made under a smaller size
 * is replaced by a new one, served from then on; it stays in the table, so a body a page sealed
 * with it a moment before still opens (bodies name their key).
 */
export async function currentKey(db: Kysely<Tables>): Promise<{ keyId: string; spki: string; privatePem: string }> {
  // The newest key of the size: a smaller one is passed over, whatever its date says.
  const keys = await db.selectFrom('rsa_keys').select(['key_id', 'spki', 'private_pem']).orderBy('created_at', 'desc').limit(20).execute();
  const found = keys.find((k) => bitsOf(k.key_id, k.spki) >= SEALING_KEY_BITS);
  if (found) return { keyId: found.key_id, spki: found.spki, privatePem: found.private_pem };
  // Made off the event loop: a 3,072-bit key takes the best part of a second.
  const { publicKey, privateKey } = await makeKeyPair('rsa', { modulusLength: SEALING_KEY_BITS });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const keyId = createHash('sha256').update(spki).digest('hex').slice(0, 16);
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await db.insertInto('rsa_keys').values({ key_id: keyId, spki, private_pem: privatePem }).onConflict((oc) => oc.column('key_id').doNothing()).execute();
  // Two processes may race on an empty table: whichever row is newest is the key everyone uses.
  return currentKey(db);
}
