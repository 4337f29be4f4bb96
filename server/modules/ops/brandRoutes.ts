import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import patterns from '../../../config/patterns.json' with { type: 'json' };
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { CompleteBrandConfig } from '../../brands/loadBrandFiles';
import * as versions from './brandVersions';
import { contentBrandKeys } from '../../../src/engine/footerKeys';
import { audit } from '../../lib/audit';

const patternIds = Object.keys(patterns.patterns);

/**
 * What a content operator's draft edit may change: the footer. Its licences and resources are taken
 * from the edit and everything else stays as the draft (or the live brand) has it, so nothing else
 * can change whatever the request holds; rules are not theirs to edit at all.
 */
function footerOnly(current: versions.BrandParts, edit: Partial<versions.BrandParts>): Partial<versions.BrandParts> {
  if (edit.registerRules) throw apiError('ROLE_FORBIDDEN', {}, 'registerRules');
  if (!edit.config) return edit;
  const footer = Object.fromEntries(contentBrandKeys.filter((k) => k in edit.config!).map((k) => [k, edit.config![k]]));
  const config = { ...current.config };
  for (const k of contentBrandKeys) delete config[k];
  return { config: { ...config, ...footer } };
}

/**
 * A brand's drafts, publishes, versions and rollbacks. Every change is checked whole before it is
 * kept, so neither a draft nor a version can hold what start-up would refuse.
 */
export function brandRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/brand', async ({ input }) => {
    const published = await db.transaction().execute((trx) => versions.lockBrand(trx, input.brandId));
    const [version, draft] = await Promise.all([versions.currentVersion(db, input.brandId), versions.readDraft(db, input.brandId)]);
    const { parts, edited } = versions.withDraft(published, draft);
    return {
      brandId: input.brandId,
      version,
      published,
      draft: draft && edited.length ? { parts, edited, operator: draft.operator_name, updatedAt: new Date(draft.updated_at).toISOString() } : null,
    };
  });

  defineRoute(app, 'ops/preview', async ({ input, operator }) => {
    if (!app.brands.all().some((b) => b.id === input.brandId)) throw apiError('NOT_FOUND');
    const { token, expiresAt } = await app.previews.start(input.brandId, operator.id);
    return { token, expiresAt: expiresAt.toISOString() };
  });

  defineRoute(app, 'ops/saveDraft', async ({ req, input, operator }) => {
    const edit: Partial<versions.BrandParts> = {};
    if (input.config) edit.config = input.config as CompleteBrandConfig;
    if (input.registerRules) edit.registerRules = input.registerRules;
    await db.transaction().execute(async (trx) => {
      const published = await versions.lockBrand(trx, input.brandId);
      const { parts } = versions.withDraft(published, await versions.readDraft(trx, input.brandId));
      if (operator.role === 'content') Object.assign(edit, footerOnly(parts, edit));
      // The draft is checked as it would be published: a draft that could not go live is no use to keep.
      await versions.checkParts(trx, input.brandId, { ...parts, ...edit }, patternIds);
      await versions.saveDraftParts(trx, input.brandId, edit, operator.username);
      await audit(trx, { operator, action: 'draft.save', brandId: input.brandId, detail: { parts: Object.keys(edit) }, ip: req.ip });
    });
    return { brandId: input.brandId, edited: Object.keys(edit) };
  });

  defineRoute(app, 'ops/discardDraft', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      await versions.lockBrand(trx, input.brandId);
      await versions.discardDraft(trx, input.brandId);
      await audit(trx, { operator, action: 'draft.discard', brandId: input.brandId, ip: req.ip });
    });
    return true as const;
  });

  defineRoute(app, 'ops/publish', async ({ req, input, operator }) => {
    const result = await db.transaction().execute(async (trx) => {
      const published = await versions.lockBrand(trx, input.brandId);
      const draft = await versions.readDraft(trx, input.brandId);
      const { parts, edited } = versions.withDraft(published, draft);
      if (!edited.length) throw apiError('NOTHING_TO_PUBLISH');
      const done = await versions.publishParts(trx, { brandId: input.brandId, parts, operator, note: input.note?.trim() ?? '', action: 'brand.publish', detail: { parts: edited }, ip: req.ip, patternIds });
      await versions.discardDraft(trx, input.brandId);
      return done;
    });
    // This process sees it on its next request; the others by NOTIFY (migration 009).
    await app.syncConfig();
    return { brandId: input.brandId, ...result };
  });

  defineRoute(app, 'ops/rollback', async ({ req, input, operator }) => {
    const result = await db.transaction().execute(async (trx) => {
      const parts = await versions.versionParts(trx, input.brandId, input.version);
      if (!parts) throw apiError('NOT_FOUND');
      // A version published before brands had a siteOrigin (migration 041) comes back with the
      // brand's current one: the links in its messages keep opening where they do now.
      if (parts.config.siteOrigin === undefined) parts.config = { ...parts.config, siteOrigin: (await versions.lockBrand(trx, input.brandId)).config.siteOrigin };
      return versions.publishParts(trx, { brandId: input.brandId, parts, operator, note: '', restoredFrom: input.version, action: 'brand.rollback', detail: { to: input.version }, ip: req.ip, patternIds });
    });
    await app.syncConfig();
    return { brandId: input.brandId, ...result };
  });

  defineRoute(app, 'ops/versions', async ({ input }) => {
    const page = await versions.versionPage(db, input.brandId, input.pageNo ?? 1, input.pageSize ?? 10);
    return { ...page, current: await versions.currentVersion(db, input.brandId) };
  });
}

export { patternIds };
