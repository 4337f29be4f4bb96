import { sql } from 'kysely';
import type { TestServer } from '../../helpers/testServer';
import { switchModule } from '../../helpers/switchModule';
import { restoreSnapshot, type DatabaseSnapshot } from './resetDatabase';
import { offersChanged } from '../../../server/lib/offersNotice';

/**
 * Every change a test makes to a brand row goes through this file, and each one ends in
 * brandChanged(). Do not update `brands` with SQL of your own and reload a page right after:
 * the server need not have seen the change yet.
 */

/**
 * Returns once the server answers for the brands as the database now holds them: it learns of a
 * change by NOTIFY, a moment after the commit, so a test waits here before it reloads a page.
 */
export async function brandChanged(server: TestServer): Promise<void> {
  await server.syncConfig();
}

/** An operator's edit, made where the console makes it: one node of a brand's settings tree in the database. */
export const setModule = (server: TestServer, brandId: string, modId: string, enabled: '0' | '1') => switchModule(server, brandId, modId, enabled);

/** Sets one top-level field of a brand's config document in the database. */
export async function setBrandField(server: TestServer, brandId: string, field: string, value: unknown) {
  await sql`update brands set config = jsonb_set(config, ${sql.lit(`{${field}}`)}, ${JSON.stringify(value)}::jsonb) where id = ${brandId}`.execute(server.database.db);
  await brandChanged(server);
}

/** Sets one field's registration rule of a brand in the database, as the console's registration page saves it. */
export async function setRegisterRule(server: TestServer, brandId: string, field: string, rule: { enabled: boolean; required: boolean } & Record<string, unknown>) {
  await sql`update brands set register_rules = jsonb_set(register_rules, ${sql.lit(`{${field}}`)}, ${JSON.stringify(rule)}::jsonb) where id = ${brandId}`.execute(server.database.db);
  await brandChanged(server);
}

export async function setMaintenance(server: TestServer, brandId: string, on: boolean) {
  await server.database.db.updateTable('brands').set({ maintenance: on }).where('id', '=', brandId).execute();
  await brandChanged(server);
}

/**
 * Puts the database back as the snapshot holds it (the seeded state) — brands included when a
 * test changed one — and returns the tables it restored.
 */
export async function restoreSeededState(server: TestServer, snapshot: DatabaseSnapshot): Promise<string[]> {
  const restored = await restoreSnapshot(server.database.db, snapshot);
  if (restored.includes('brands')) await brandChanged(server);
  // The server keeps each member's badges (server/badges.ts): what the last test granted, earned,
  // claimed or switched off goes with the rows it wrote.
  if (restored.length > 0) for (const { id } of await server.database.db.selectFrom('brands').select('id').execute()) await offersChanged(server.database.db, id);
  return restored;
}

/**
 * The brand's promotions switched off, as an operator saving each one off does, so that a test of
 * the avatar's count sees its messages alone (the count adds the promotions a member may take).
 */
export async function withoutPromotions(server: TestServer, brandId: string): Promise<void> {
  await server.database.db.updateTable('promotions').set({ enabled: false }).where('brand_id', '=', brandId).execute();
  await offersChanged(server.database.db, brandId);
}
