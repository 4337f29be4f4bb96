import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { RegistrationRules, SettingsTree } from '../../../src/generated/types';
import type { CompleteBrandConfig } from '../../brands/loadBrandFiles';
import { brandProblem } from '../../brands/brandProblem';
import { apiError } from '../../errors';
import { changesBetween, type Change } from './changes';
import { audit } from '../../lib/audit';

/** The three documents a brand is made of, as the brands table holds them. */
export interface BrandParts {
  config: CompleteBrandConfig;
  settings: SettingsTree;
  registerRules: RegistrationRules;
}
export type PartName = keyof BrandParts;
export const partNames: readonly PartName[] = ['config', 'settings', 'registerRules'];

const column = { config: 'config', settings: 'settings', registerRules: 'register_rules' } as const;

/** The brand's published parts, its row locked until the transaction ends: publishes of one brand go one after another. */
export async function lockBrand(trx: Kysely<Tables>, brandId: string): Promise<BrandParts> {
  const row = await trx.selectFrom('brands').select(['config', 'settings', 'register_rules']).where('id', '=', brandId).forUpdate().executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  return { config: row.config, settings: row.settings, registerRules: row.register_rules };
}

export async function currentVersion(db: Kysely<Tables>, brandId: string): Promise<number> {
  const row = await db.selectFrom('brand_versions').select((eb) => eb.fn.max('version').as('v')).where('brand_id', '=', brandId).executeTakeFirst();
  return Number(row?.v ?? 1) || 1;
}

/**
 * A 400 naming the first thing wrong with the parts, by JSON pointer. A domain another brand serves
 * is named first, at the domain typed: what follows from it (the siteOrigin's host no longer among
 * the brand's domains) would point elsewhere.
 */
export async function checkParts(db: Kysely<Tables>, brandId: string, parts: BrandParts, patternIds: readonly string[]): Promise<void> {
  const domains: unknown = parts.config?.domains;
  if (Array.isArray(domains)) {
    const others = await db.selectFrom('brands').select('domains').where('id', '<>', brandId).execute();
    const taken = new Set(others.flatMap((o) => o.domains));
    const i = domains.findIndex((d) => taken.has(d as string));
    if (i >= 0) throw apiError('CONFIG_INVALID', { field: `/config/domains/${i}`, reason: 'errors:reason_domain_taken' }, `/config/domains/${i}`);
  }
  const problem = brandProblem(parts, patternIds);
  if (problem) throw apiError('CONFIG_INVALID', { field: problem.pointer, reason: problem.reasonKey }, problem.pointer);
}

interface Publish {
  brandId: string;
  parts: BrandParts;
  operator: { id: string; username: string };
  note: string;
  /** The version a rollback puts back. */
  restoredFrom?: number;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  ip: string;
  patternIds: readonly string[];
}

/**
 * Publishes whole parts as the brand's next version, inside the caller's transaction: checked as
 * start-up checks a brand file, stored, numbered, kept whole for rollback, audited. Version 1 is
 * the brand as it stood before its first publish, so the first change can be rolled back too.
 */
export async function publishParts(trx: Kysely<Tables>, p: Publish): Promise<{ version: number; changes: number }> {
  const before = await lockBrand(trx, p.brandId);
  await checkParts(trx, p.brandId, p.parts, p.patternIds);
  let last = await trx.selectFrom('brand_versions').select((eb) => eb.fn.max('version').as('v')).where('brand_id', '=', p.brandId).executeTakeFirst();
  if (last?.v == null) {
    await trx.insertInto('brand_versions').values({ brand_id: p.brandId, version: 1, ...stored(before), operator_id: null, operator_name: '' }).execute();
    last = { v: 1 };
  }
  const version = Number(last.v) + 1;
  const changes = changesBetween(before, p.parts).length;
  await trx
    .updateTable('brands')
    .set({ ...stored(p.parts), domains: p.parts.config.domains, updated_at: new Date() })
    .where('id', '=', p.brandId)
    .execute();
  await trx
    .insertInto('brand_versions')
    .values({ brand_id: p.brandId, version, ...stored(p.parts), operator_id: p.operator.id, operator_name: p.operator.username, note: p.note, restored_from: p.restoredFrom ?? null })
    .execute();
  await audit(trx, { operator: p.operator, action: p.action, brandId: p.brandId, target: p.target ?? `v${version}`, detail: { version, changes, ...p.detail }, ip: p.ip });
  return { version, changes };
}

const stored = (parts: BrandParts) => ({
  config: JSON.stringify(parts.config),
  settings: JSON.stringify(parts.settings),
  register_rules: JSON.stringify(parts.registerRules),
});

export async function readDraft(db: Kysely<Tables>, brandId: string) {
  return db.selectFrom('brand_drafts').selectAll().where('brand_id', '=', brandId).executeTakeFirst();
}

/** The published parts with the draft's edited ones in their place, and which those are. */
export function withDraft(published: BrandParts, draft: Awaited<ReturnType<typeof readDraft>>): { parts: BrandParts; edited: PartName[] } {
  const parts = { ...published };
  const edited: PartName[] = [];
  for (const name of partNames) {
    const value = draft?.[column[name]];
    if (value != null) {
      (parts as Record<PartName, unknown>)[name] = value;
      edited.push(name);
    }
  }
  return { parts, edited };
}

/** The parts a console preview shows of a brand: its draft over what is published. */
export async function previewParts(db: Kysely<Tables>, brand: BrandParts & { id: string }): Promise<BrandParts> {
  return withDraft({ config: brand.config, settings: brand.settings, registerRules: brand.registerRules }, await readDraft(db, brand.id)).parts;
}

/** Puts parts into the brand's draft, keeping the parts it already edits. */
export async function saveDraftParts(db: Kysely<Tables>, brandId: string, parts: Partial<BrandParts>, operatorName: string): Promise<void> {
  const values = Object.fromEntries(partNames.filter((n) => parts[n] !== undefined).map((n) => [column[n], JSON.stringify(parts[n])]));
  await db
    .insertInto('brand_drafts')
    .values({ brand_id: brandId, operator_name: operatorName, ...values })
    .onConflict((oc) => oc.column('brand_id').doUpdateSet({ ...values, operator_name: operatorName, updated_at: new Date() }))
    .execute();
}

export async function discardDraft(db: Kysely<Tables>, brandId: string): Promise<void> {
  await db.deleteFrom('brand_drafts').where('brand_id', '=', brandId).execute();
}

export async function versionParts(db: Kysely<Tables>, brandId: string, version: number): Promise<BrandParts | null> {
  const row = await db.selectFrom('brand_versions').select(['config', 'settings', 'register_rules']).where('brand_id', '=', brandId).where('version', '=', version).executeTakeFirst();
  return row ? { config: row.config, settings: row.settings, registerRules: row.register_rules } : null;
}

const SHOWN_CHANGES = 100;

/** A page of versions, newest first, each with its changes from the one before (one extra row is read for the last one's). */
export async function versionPage(db: Kysely<Tables>, brandId: string, pageNo: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('brand_versions')
      .selectAll()
      .where('brand_id', '=', brandId)
      .orderBy('version', 'desc')
      .limit(pageSize + 1)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db.selectFrom('brand_versions').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, pageSize).map((r, i) => {
    const prev = rows[i + 1];
    const all: Change[] = prev ? changesBetween(partsOf(prev), partsOf(r)) : [];
    return {
      version: r.version,
      operator: r.operator_name,
      at: new Date(r.at).toISOString(),
      note: r.note,
      restoredFrom: r.restored_from,
      changeCount: all.length,
      changes: all.slice(0, SHOWN_CHANGES),
    };
  });
  return { total: Number(count.n), items };
}

const partsOf = (r: { config: CompleteBrandConfig; settings: SettingsTree; register_rules: RegistrationRules }): BrandParts => ({
  config: r.config,
  settings: r.settings,
  registerRules: r.register_rules,
});
