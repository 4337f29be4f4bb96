import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { ContractKind, ContractTerms } from '../../src/generated/types';
import { hashPassword } from '../lib/password';
import { postChange } from '../modules/wallet/ledger';
import { grantPoints } from '../modules/points/index';
import { toMinorUnits } from '../../src/engine/money';

interface SeedMember {
  account: string;
  nickname: string | null;
  type: number;
  upline?: string;
  clubLabel?: string;
  /** E.164. */
  mobile?: string;
  affiliateCode?: string;
  /** Credited once through the ledger, as a decimal string. */
  balance?: string;
  /** Points to start with (PTSYS3), granted from the house's `points:grants`. */
  points?: string;
  rankLevel?: number;
  /** The top agent's contracts with the house, in force from the seeding. */
  contracts?: Partial<Record<ContractKind, ContractTerms>>;
}

/**
 * The demo accounts of config/seed/members.json, once per database (their own marker, so a
 * database seeded before accounts existed gets them too). Never called in production.
 */
export async function seedDemoMembers(db: Kysely<Tables>, configDir: string): Promise<boolean> {
  const file = JSON.parse(readFileSync(join(configDir, 'seed', 'members.json'), 'utf8')) as {
    password: string;
    brands: Record<string, SeedMember[]>;
  };
  const marker = await db.selectFrom('meta').select('value').where('key', '=', 'demo_members_seeded_at').executeTakeFirst();
  if (marker) return false;
  // Hashing is slow on purpose; do it before the transaction holds anything.
  const hashed = new Map<SeedMember, string>();
  for (const list of Object.values(file.brands)) for (const m of list) hashed.set(m, await hashPassword(file.password));

  return db.transaction().execute(async (trx) => {
    // Claim the marker first: a second process starting at once waits on this row, then skips.
    const claimed = await trx
      .insertInto('meta')
      .values({ key: 'demo_members_seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const brandIds = new Set((await trx.selectFrom('brands').select('id').execute()).map((r) => r.id));
    for (const [brand, list] of Object.entries(file.brands)) {
      if (!brandIds.has(brand)) continue;
      const ids = new Map<string, string>();
      // Uplines first, so a downline can name one.
      for (const m of [...list].sort((a, b) => Number(Boolean(a.upline)) - Number(Boolean(b.upline)))) {
        const { id } = await trx
          .insertInto('members')
          .values({
            brand_id: brand,
            account: m.account,
            password_hash: hashed.get(m)!,
            nickname: m.nickname,
            type: m.type,
            upline_id: m.upline ? (ids.get(m.upline) ?? null) : null,
            club_label: m.clubLabel ?? null,
            mobile: m.mobile ?? null,
            // The demo players sign in by SMS code to their numbers, as if they had confirmed them.
            mobile_confirmed: Boolean(m.mobile),
            rank_level: m.rankLevel ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(m.account, id);
        // An agent's code is its first registration link, a player's.
        if (m.affiliateCode) await trx.insertInto('affiliate_links').values({ brand_id: brand, agent_id: id, code: m.affiliateCode.toUpperCase() }).execute();
        for (const [kind, terms] of Object.entries(m.contracts ?? {}) as Array<[ContractKind, ContractTerms]>)
          await trx
            .insertInto('contracts')
            // In force from a boundary of every period before the seeding (a day before its UTC
            // midnight): the demo's first five minutes, hour and day are settled like any other.
            .values({ brand_id: brand, kind, upline_id: null, downline_id: id, terms: JSON.stringify(terms), status: 'accepted', starts_at: sql<Date>`date_trunc('day', now()) - interval '1 day'`, decided_at: new Date() })
            .execute();
        const amount = m.balance ? toMinorUnits(m.balance) : null;
        if (amount) {
          await postChange(trx, {
            brandId: brand,
            idempotencyKey: `demo-credit:${m.account}`,
            kind: 'demoCredit',
            postings: [
              { house: 'demo-credit', amount: -amount },
              { memberId: id, amount },
            ],
          });
        }
        if (m.points) await grantPoints(trx, brand, id, BigInt(m.points), `demo:${m.account}`);
      }
    }
    return true;
  });
}
