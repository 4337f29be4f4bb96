import { sql } from 'kysely';
import type { SettingsNode } from '../../../src/generated/types';
import type { TestServer } from '../../helpers/testServer';

/** An operator's edit, made where the console makes it: one node of a brand's settings tree in the database. */
export async function setModule(server: TestServer, brandId: string, modId: string, enabled: '0' | '1') {
  const db = server.database.db;
  const { settings } = await db.selectFrom('brands').select('settings').where('id', '=', brandId).executeTakeFirstOrThrow();
  const flip = (nodes: SettingsNode[] = []): SettingsNode[] =>
    nodes.map((n) => ({ ...n, enabled: n.modId === modId ? enabled : n.enabled, ...(n.childrenNodes ? { childrenNodes: flip(n.childrenNodes) } : {}) }));
  await db.updateTable('brands').set({ settings: JSON.stringify(flip(settings)) }).where('id', '=', brandId).execute();
  await server.syncConfig();
}

/** Sets one top-level field of a brand's config document in the database. */
export async function setBrandField(server: TestServer, brandId: string, field: string, value: unknown) {
  await sql`update brands set config = jsonb_set(config, ${sql.lit(`{${field}}`)}, ${JSON.stringify(value)}::jsonb) where id = ${brandId}`.execute(server.database.db);
  await server.syncConfig();
}

export async function setMaintenance(server: TestServer, brandId: string, on: boolean) {
  await server.database.db.updateTable('brands').set({ maintenance: on }).where('id', '=', brandId).execute();
  await server.syncConfig();
}
