import type { SettingsNode, SettingsTree } from '../../src/generated/types';
import type { Database } from '../../server/db/open';

/**
 * What an operator does in the console's Modules page: switch one node of a brand's settings tree
 * in the database, then wait until the server serves the change.
 */
export async function switchModule(server: { database: Pick<Database, 'db'>; syncConfig(): Promise<void> }, brandId: string, modId: string, enabled: '0' | '1') {
  const { settings } = await server.database.db.selectFrom('brands').select('settings').where('id', '=', brandId).executeTakeFirstOrThrow();
  const flip = (nodes: SettingsNode[] = []): SettingsNode[] =>
    nodes.map((n) => ({ ...n, enabled: n.modId === modId ? enabled : n.enabled, ...(n.childrenNodes ? { childrenNodes: flip(n.childrenNodes) } : {}) }));
  const next: SettingsTree = flip(settings);
  await server.database.db.updateTable('brands').set({ settings: JSON.stringify(next) }).where('id', '=', brandId).execute();
  await server.syncConfig();
}
