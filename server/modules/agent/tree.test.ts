import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { freshDatabase, engine, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../boot';
import { projectRoot } from '../../config';
import { checkTree } from './checkTree';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
});
afterAll(() => fresh.dispose());

const db = () => fresh.database.db;
const add = async (account: string, upline: string | null) =>
  (await db().insertInto('members').values({ brand_id: 'bd', account, password_hash: '!', type: 1, upline_id: upline }).returning('id').executeTakeFirstOrThrow()).id;
const team = async (agent: string) =>
  (await db().selectFrom('member_tree as t').innerJoin('members as m', 'm.id', 't.descendant').select(['m.account', 't.depth']).where('t.ancestor', '=', agent).where('t.depth', '>', 0).orderBy('m.account').execute()).map((r) => `${r.account}@${r.depth}`);

describe(`the downline tree on ${engine}`, () => {
  it('holds the seeded members and their uplines', async () => {
    expect(await checkTree(db())).toEqual([]);
  });

  it('links a new member to every ancestor of its upline, one level deeper', async () => {
    const top = await add('treetop', null);
    const mid = await add('treemid', top);
    await add('treeleaf', mid);
    expect(await team(top)).toEqual(['treeleaf@2', 'treemid@1']);
    expect(await team(mid)).toEqual(['treeleaf@1']);
    expect(await checkTree(db())).toEqual([]);
  });

  it('moves a whole subtree under another upline in the same statement', async () => {
    const a = await add('movea', null);
    const b = await add('moveb', a);
    await add('movec', b);
    const other = await add('moveother', null);
    await db().updateTable('members').set({ upline_id: other }).where('id', '=', b).execute();
    expect(await team(a)).toEqual([]);
    expect(await team(other)).toEqual(['moveb@1', 'movec@2']);
    await db().updateTable('members').set({ upline_id: null }).where('id', '=', b).execute();
    expect(await team(other)).toEqual([]);
    expect(await team(b)).toEqual(['movec@1']);
    expect(await checkTree(db())).toEqual([]);
  });

  it('refuses to move a member under its own downline, and changes nothing', async () => {
    const a = await add('loopa', null);
    const b = await add('loopb', a);
    const c = await add('loopc', b);
    await expect(db().updateTable('members').set({ upline_id: c }).where('id', '=', a).execute()).rejects.toThrow(/TREE_CYCLE/);
    await expect(db().updateTable('members').set({ upline_id: a }).where('id', '=', a).execute()).rejects.toThrow(/TREE_CYCLE/);
    expect(await team(a)).toEqual(['loopb@1', 'loopc@2']);
    expect(await checkTree(db())).toEqual([]);
  });

  it('tells a link the uplines do not draw', async () => {
    const a = await add('drifta', null);
    const b = await add('driftb', null);
    await db().insertInto('member_tree').values({ ancestor: a, descendant: b, depth: 1 }).execute();
    expect(await checkTree(db())).toEqual([`member ${b} has a link to ${a} at depth 1 its uplines do not draw`]);
    await db().deleteFrom('member_tree').where('ancestor', '=', a).where('descendant', '=', b).execute();
  });
});
