import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../config';
import { prepareDatabase } from '../../../boot';
import { BrandDirectory } from '../../../brands/BrandDirectory';
import { Jobs } from '../../../jobs/jobs';
import { engine, freshDatabase, type FreshDatabase } from '../../../../tests/helpers/freshDatabase';
import { autoReceiveJob } from './autoReceiveJob';

let fresh: FreshDatabase;
let jobs: Jobs;
beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  jobs = new Jobs(fresh.database);
  await jobs.start();
  await jobs.queue(autoReceiveJob.kind, autoReceiveJob.queue);
});
afterAll(async () => {
  await jobs.stop();
  await fresh.dispose();
});

describe(`a paid withdrawal's automatic receipt at start, on ${engine}`, () => {
  it('is sent again for each paid withdrawal without a receipt, once, and then counts it as received', async () => {
    const db = fresh.database.db;
    const brands = new BrandDirectory(db);
    await brands.reload();
    const member = await db.selectFrom('members').select(['id', 'brand_id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const account = await db
      .insertInto('payout_accounts')
      .values({ member_id: member.id, kind: 'bkash', number: '01712345678', payee_name: 'Karim Uddin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paidAt = new Date(Date.now() - 2 * 3_600_000);
    const withdrawal = (status: 'paid' | 'pending', receipt: 'received' | null) => ({
      brand_id: member.brand_id,
      member_id: member.id,
      amount: '60000',
      account_id: account.id,
      account_kind: 'bkash',
      account_number: '01712345678',
      payee_name: 'Karim Uddin',
      status,
      receipt,
      paid_at: status === 'paid' ? paidAt : null,
    });
    const [open, received, pending] = await db
      .insertInto('withdrawals')
      .values([withdrawal('paid', null), withdrawal('paid', 'received'), withdrawal('pending', null)])
      .returning('id')
      .execute();

    // Only the paid one without a receipt has a job, due the brand's minutes after it was paid.
    expect(await autoReceiveJob.resend(db, jobs, brands.all())).toBe(1);
    expect(await jobs.find(autoReceiveJob.kind, received!.id)).toBeNull();
    expect(await jobs.find(autoReceiveJob.kind, pending!.id)).toBeNull();
    const job = await jobs.find(autoReceiveJob.kind, open!.id);
    expect(job).toMatchObject({ state: 'created', data: { withdrawalId: open!.id } });
    expect(job!.startAfter.getTime()).toBe(paidAt.getTime() + 60 * 60_000);
    // The next start finds the job there and leaves it.
    expect(await autoReceiveJob.resend(db, jobs, brands.all())).toBe(0);

    await jobs.work(autoReceiveJob.kind, autoReceiveJob.handle, { pollingIntervalSeconds: 0.5 });
    await expect
      .poll(async () => (await db.selectFrom('withdrawals').select('receipt').where('id', '=', open!.id).executeTakeFirstOrThrow()).receipt, { timeout: 10_000 })
      .toBe('autoReceived');
    expect((await db.selectFrom('withdrawals').select('receipt').where('id', '=', received!.id).executeTakeFirstOrThrow()).receipt).toBe('received');
  });
});
