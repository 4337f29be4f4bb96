import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { Brand } from '../../brands/store';
import { routeOf } from '../system/index';
import { inspectImage } from '../../lib/images';
import { brandOf } from '../../lib/brandOf';
import { audit } from '../../lib/audit';
import { afterLast, writeOrder } from './contentChecks';
import { offeredLanguages } from '../../lib/plainText';

const mediaUrl = /^\/media\/([0-9a-f]{64})\.(?:png|jpg|webp)$/;

/** Where a banner leads: a path of the brand's route table, an https address, or nowhere. */
function checkedLink(brand: Brand, type: 'route' | 'url' | null, url: string | null): string | null {
  const link = url?.trim() || null;
  if (type === null) return null;
  if (!link) throw apiError('FIELD_INVALID', { reason: 'errors:reason_link_missing' }, 'linkageUrl');
  if (type === 'route') {
    if (!link.startsWith('/') || !routeOf(brand, link.split(/[?#]/)[0]!)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_link_no_route' }, 'linkageUrl');
    return link;
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(link);
  } catch {
    parsed = null;
  }
  if (parsed?.protocol !== 'https:') throw apiError('FIELD_INVALID', { reason: 'errors:reason_link_not_https' }, 'linkageUrl');
  return parsed.href;
}

/** Banners and the pictures they show, uploaded and arranged by admin and content operators, live on the players' next request. */
export function bannerRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/uploadImage', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    const bytes = Buffer.from(input.data, 'base64');
    const facts = inspectImage(bytes);
    if ('refused' in facts) throw apiError('FIELD_INVALID', { reason: `errors:${facts.refused}` }, 'data');
    const id = createHash('sha256').update(bytes).digest('hex');
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('media')
        .values({ id, brand_id: input.brandId, content_type: facts.contentType, width: facts.width, height: facts.height, size: bytes.byteLength, bytes, operator_id: operator.id })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await audit(trx, { operator, action: 'media.upload', brandId: input.brandId, target: id, detail: { contentType: facts.contentType, size: bytes.byteLength }, ip: req.ip });
    });
    return { url: `/media/${id}.${facts.ext}`, contentType: facts.contentType, width: facts.width, height: facts.height, size: bytes.byteLength };
  });

  defineRoute(app, 'ops/banners', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const rows = await db.selectFrom('banners').selectAll().where('brand_id', '=', brand.id).orderBy('group_name').orderBy('sort').orderBy('id').execute();
    const groups = [...new Set([...brand.config.routes.flatMap((r) => (r.bannerGroup ? [r.bannerGroup] : [])), ...rows.map((r) => r.group_name)])];
    return {
      groups,
      items: rows.map((r) => ({
        id: r.id,
        groupName: r.group_name,
        image: r.image,
        width: r.width,
        height: r.height,
        linkageType: r.linkage_type as 'route' | 'url' | null,
        linkageUrl: r.linkage_url,
        active: r.active,
      })),
    };
  });

  defineRoute(app, 'ops/saveBanner', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    offeredLanguages(brand.config.supportLanguages, input.image, 'image');
    const linkageUrl = checkedLink(brand, input.linkageType, input.linkageUrl);
    return db.transaction().execute(async (trx) => {
      const current = input.id
        ? await trx.selectFrom('banners').select(['image', 'width', 'height', 'group_name']).where('id', '=', input.id).where('brand_id', '=', brand.id).forUpdate().executeTakeFirst()
        : null;
      if (input.id && !current) throw apiError('NOT_FOUND');
      // Every picture is an upload of this brand or one the banner shows already; all share one size,
      // since the page keeps one box for the banner whatever the language.
      let size: { width: number | null; height: number | null } | null = null;
      for (const [lang, url] of Object.entries(input.image) as Array<[string, string]>) {
        let own: { width: number | null; height: number | null } | null = null;
        const upload = mediaUrl.exec(url);
        if (upload) own = (await trx.selectFrom('media').select(['width', 'height']).where('id', '=', upload[1]!).where('brand_id', '=', brand.id).executeTakeFirst()) ?? null;
        if (!own && current && Object.values(current.image).includes(url)) own = { width: current.width, height: current.height };
        if (!own) throw apiError('FIELD_INVALID', { reason: 'errors:reason_image_unknown' }, `image.${lang}`);
        if (size && (size.width !== own.width || size.height !== own.height)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_image_sizes_differ' }, `image.${lang}`);
        size = own;
      }
      const values = {
        group_name: input.groupName,
        image: JSON.stringify(input.image),
        width: size!.width,
        height: size!.height,
        linkage_type: input.linkageType,
        linkage_url: linkageUrl,
        active: input.active,
      };
      // New, or moved to another group: at the end of its group; the order call moves it.
      const atEnd = afterLast('banners', 'brand_id', brand.id, input.groupName);
      let id = input.id;
      if (id) {
        await trx
          .updateTable('banners')
          .set({ ...values, ...(current!.group_name !== input.groupName ? { sort: atEnd } : {}) })
          .where('id', '=', id)
          .execute();
      } else {
        id = (await trx.insertInto('banners').values({ brand_id: brand.id, ...values, sort: atEnd }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await audit(trx, { operator, action: 'banner.save', brandId: brand.id, target: String(id), detail: { groupName: input.groupName, active: input.active }, ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/deleteBanner', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('banners').where('id', '=', input.id).where('brand_id', '=', input.brandId).returning('group_name').executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'banner.delete', brandId: input.brandId, target: String(input.id), detail: { groupName: row.group_name }, ip: req.ip });
    });
    return true as const;
  });

  defineRoute(app, 'ops/orderBanners', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('banners').select('id').where('brand_id', '=', input.brandId).where('group_name', '=', input.groupName).forUpdate().execute();
      await writeOrder(trx, 'banners', rows.map((r) => r.id), input.ids);
      await audit(trx, { operator, action: 'banner.order', brandId: input.brandId, target: input.groupName, detail: { ids: input.ids }, ip: req.ip });
    });
    return true as const;
  });
}
