import { describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/testServer';
import { freshDatabase } from '../helpers/freshDatabase';

describe('demo content', () => {
  it('is loaded into an empty database only, never over what an operator changed', async () => {
    const fresh = await freshDatabase({ onDisk: true });
    try {
      const first = await startTestServer({ fresh });
      const db = first.database.db;
      await db.deleteFrom('banners').where('brand_id', '=', 'bd').where('group_name', '=', 'w_home').execute();
      await db.updateTable('notices').set({ title: JSON.stringify({ bn: 'Operator title', en: 'Operator title' }) }).where('brand_id', '=', 'bd').execute();
      await db.updateTable('brands').set({ domains: ['renamed.test'] }).where('id', '=', 'lumen').execute();
      await first.close();
      await fresh.database.close();

      const again = await startTestServer({ fresh, database: await fresh.reopen() });
      const banners = await again.call<{ value: unknown[] }>('/wps/system/banners?groupName=w_home');
      expect(banners.body.value).toEqual([]);
      const notices = await again.call<{ value: { list: Array<{ title: string }> } }>('/wps/system/notices');
      expect(notices.body.value.list.every((n) => n.title === 'Operator title')).toBe(true);
      // The brand row is the operator's now: its file's domains are not put back.
      const lumen = await again.call<{ value: { id: string } }>('/wps/system/whitelabel', { host: 'renamed.test' });
      expect(lumen.body.value.id).toBe('lumen');
      await again.close();
    } finally {
      await fresh.dispose();
    }
  });
});
