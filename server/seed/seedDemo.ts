import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Translations } from '../../src/engine/pickTranslation';
import { toMinorUnits } from '../../src/engine/money';

/** config/seed/vendors.json: each brand's vendors in order, a vendor once per category it is listed under; `wallet: transfer` for one that keeps a wallet of its own. */
export type DemoVendors = Record<string, Array<{ code: string; name: string; category: string; isHot: boolean; logo: string; wallet?: 'transfer' }>>;

interface SeedFiles {
  banners: Record<string, Array<{ groupName: string; image: Translations; width: number; height: number; linkageType: 'route' | 'url' | null; linkageUrl: string | null }>>;
  notices: Record<string, Array<{ title: Translations; content: Translations; daysAgo: number; audience?: 'players' | 'agents' }>>;
  announcements: Record<string, Array<{ type: string; execution: string; title: Translations; content: Translations; expired?: boolean }>>;
  help: Record<string, Array<{ title: Translations; articles: Array<{ title: Translations; content: Translations }> }>>;
  geo: { ranges: Array<{ cidr: string; countryCode: string }> };
  vendors: DemoVendors;
  /** Each brand's referral programme, amounts in minor units. */
  referral: Record<string, { enabled: boolean; reward: number; minDeposit: number; minTurnover: number }>;
  /** Each brand's red envelopes, opening hours after the seed and open for `hours`; amounts in minor units. */
  envelopes: Record<string, Array<{ title: Translations; opensInHours: number; hours: number; pool: number; minAmount: number; maxAmount: number; minDepositToday: number }>>;
  /**
   * Each brand's raffles (decision 0266), opening hours after the seed and open for `hours`; deposit
   * and turnover in minor units (null: that way earns no ticket), prize amounts in minor units for
   * cash and whole points for points.
   */
  raffles: Record<
    string,
    Array<{
      kind: 'goldenEgg' | 'redEnvelope' | 'prizeWheel';
      title: Translations;
      opensInHours: number;
      hours: number;
      depositMin: number | null;
      turnoverStep: number | null;
      dailyMax: number | null;
      prizes: Array<{ kind: 'cash' | 'points' | 'nothing'; amount: number; weight: number; stock: number | null }>;
    }>
  >;
  vipLevels: Record<string, { basis: 'validBet' | 'deposit'; downgrade: boolean; levels: DemoVipLevel[] }>;
  /** Each brand's manual rebate: the minimum claim as typed, default rates in percent per product. */
  rebate: Record<string, { minClaim: string; defaultRates: Record<string, number> }>;
  /** Each brand's slots jackpot (decision 0304): its currency, the figure it starts from as typed, and the share of a stake it takes, in percent. */
  jackpots: Record<string, { currency: string; seed: string; sharePercent: number }>;
  /** Each brand's lottery games (decision 0311): a daily draw at a local time or a fast one every so many seconds, and its close before the draw. */
  lotteryGames: Record<string, Array<{ code: string; dailyAt?: string; intervalSeconds?: 60 | 180 | 300; timeZone: string; closeSeconds: number }>>;
  points: Record<
    string,
    {
      ratios: Record<'live' | 'lottery' | 'pvp' | 'slots' | 'sports' | 'deposit' | 'redeem', string>;
      minConvert: string;
      rewards: Array<{ kind: 'cash' | 'goods'; name: Translations; description: Translations; points: string; amount: string | null; stock: number | null }>;
    }
  >;
}

/** A level of config/seed/vipLevels.json: amounts as typed in the brand's currency, rebate rates in percent per product. */
interface DemoVipLevel {
  rankLevel: number;
  clubLabel: Translations;
  threshold: string;
  upgradeBonus: string;
  monthlyBonus: string;
  rebates: Record<string, number>;
  pointMultiplier: number;
}

const DAY = 86_400_000;

/**
 * Loads config/seed/ into a database that has never been seeded, in one transaction. The marker in
 * `meta` means a restart (or an operator who deleted every banner) never gets the demo back.
 */
export async function seedDemo(db: Kysely<Tables>, configDir: string): Promise<boolean> {
  const read = <K extends keyof SeedFiles>(name: K): SeedFiles[K] => JSON.parse(readFileSync(join(configDir, 'seed', `${name}.json`), 'utf8')) as SeedFiles[K];
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirst();
    if (marker) return false;
    const brandIds = new Set((await trx.selectFrom('brands').select('id').execute()).map((r) => r.id));
    const now = Date.now();

    for (const [brand, banners] of Object.entries(read('banners'))) {
      if (!brandIds.has(brand) || !banners.length) continue;
      await trx
        .insertInto('banners')
        .values(
          banners.map((b, i) => ({
            brand_id: brand,
            group_name: b.groupName,
            image: JSON.stringify(b.image),
            width: b.width,
            height: b.height,
            linkage_type: b.linkageType,
            linkage_url: b.linkageUrl,
            sort: i,
          })),
        )
        .execute();
    }
    for (const [brand, notices] of Object.entries(read('notices'))) {
      if (!brandIds.has(brand) || !notices.length) continue;
      await trx
        .insertInto('notices')
        .values(
          notices.map((n) => ({ brand_id: brand, title: JSON.stringify(n.title), content: JSON.stringify(n.content), audience: n.audience ?? 'players', created_at: new Date(now - n.daysAgo * DAY) })),
        )
        .execute();
    }
    for (const [brand, list] of Object.entries(read('announcements'))) {
      if (!brandIds.has(brand) || !list.length) continue;
      await trx
        .insertInto('announcements')
        .values(
          list.map((a) => ({
            brand_id: brand,
            type: a.type,
            execution: a.execution,
            platform: 'W',
            title: JSON.stringify(a.title),
            content: JSON.stringify(a.content),
            start_at: new Date(now - 30 * DAY),
            end_at: a.expired ? new Date(now - DAY) : null,
          })),
        )
        .execute();
    }
    for (const [brand, categories] of Object.entries(read('help'))) {
      if (!brandIds.has(brand)) continue;
      for (const [i, c] of categories.entries()) {
        const { id } = await trx
          .insertInto('help_categories')
          .values({ brand_id: brand, title: JSON.stringify(c.title), sort: i })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('help_articles')
          .values(c.articles.map((a, j) => ({ category_id: id, title: JSON.stringify(a.title), content: JSON.stringify(a.content), sort: j })))
          .execute();
      }
    }
    for (const [brand, p] of Object.entries(read('points'))) {
      if (!brandIds.has(brand)) continue;
      await trx
        .insertInto('point_settings')
        .values({ brand_id: brand, ...p.ratios, min_convert: p.minConvert })
        .execute();
      await trx
        .insertInto('point_rewards')
        .values(
          p.rewards.map((r, i) => ({
            brand_id: brand,
            kind: r.kind,
            name: JSON.stringify(r.name),
            description: JSON.stringify(r.description),
            points: r.points,
            amount: r.amount === null ? null : String(toMinorUnits(r.amount)),
            stock: r.stock,
            sort: i,
          })),
        )
        .execute();
    }
    for (const [brand, j] of Object.entries(read('jackpots'))) {
      if (!brandIds.has(brand)) continue;
      await trx
        .insertInto('jackpots')
        .values({ brand_id: brand, currency: j.currency, amount: String(toMinorUnits(j.seed)), share_bp: Math.round(j.sharePercent * 100) })
        .execute();
    }
    for (const [brand, games] of Object.entries(read('lotteryGames'))) {
      if (!brandIds.has(brand)) continue;
      await trx
        .insertInto('lottery_games')
        .values(
          games.map((g, i) => ({
            brand_id: brand,
            code: g.code,
            daily_at: g.dailyAt ?? null,
            interval_seconds: g.intervalSeconds ?? null,
            time_zone: g.timeZone,
            close_seconds: g.closeSeconds,
            sort: i,
          })),
        )
        .execute();
    }
    for (const [brand, r] of Object.entries(read('rebate'))) {
      if (!brandIds.has(brand)) continue;
      await trx
        .insertInto('rebate_settings')
        .values({ brand_id: brand, min_claim: String(toMinorUnits(r.minClaim)), default_rates: JSON.stringify(r.defaultRates) })
        .execute();
    }
    for (const [brand, vendors] of Object.entries(read('vendors'))) {
      if (!brandIds.has(brand) || !vendors.length) continue;
      await trx
        .insertInto('vendors')
        .values(vendors.map((v, i) => ({ brand_id: brand, code: v.code, name: v.name, category: v.category, is_hot: v.isHot, logo: v.logo, sort: i })))
        .execute();
    }
    for (const [brand, p] of Object.entries(read('referral'))) {
      if (!brandIds.has(brand)) continue;
      await trx
        .insertInto('referral_programmes')
        .values({ brand_id: brand, enabled: p.enabled, reward: String(p.reward), min_deposit: String(p.minDeposit), min_turnover: String(p.minTurnover) })
        .execute();
    }
    for (const [brand, envelopes] of Object.entries(read('envelopes'))) {
      if (!brandIds.has(brand) || !envelopes.length) continue;
      const hour = 3_600_000;
      await trx
        .insertInto('red_envelopes')
        .values(
          envelopes.map((e) => ({
            brand_id: brand,
            title: JSON.stringify(e.title),
            opens_at: new Date(now + e.opensInHours * hour),
            closes_at: new Date(now + (e.opensInHours + e.hours) * hour),
            pool: String(e.pool),
            remaining: String(e.pool),
            min_amount: String(e.minAmount),
            max_amount: String(e.maxAmount),
            min_deposit_today: String(e.minDepositToday),
          })),
        )
        .execute();
    }
    for (const [brand, raffles] of Object.entries(read('raffles'))) {
      if (!brandIds.has(brand)) continue;
      const hour = 3_600_000;
      for (const r of raffles) {
        const { id } = await trx
          .insertInto('raffles')
          .values({
            brand_id: brand,
            kind: r.kind,
            title: JSON.stringify(r.title),
            opens_at: new Date(now + r.opensInHours * hour),
            closes_at: new Date(now + (r.opensInHours + r.hours) * hour),
            deposit_min: r.depositMin === null ? null : String(r.depositMin),
            turnover_step: r.turnoverStep === null ? null : String(r.turnoverStep),
            daily_max: r.dailyMax,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('raffle_prizes')
          .values(r.prizes.map((p, i) => ({ raffle_id: id, sort: i, weight: p.weight, kind: p.kind, amount: String(p.amount), stock: p.stock, stock_left: p.stock })))
          .execute();
      }
    }
    for (const [brand, vip] of Object.entries(read('vipLevels'))) {
      if (!brandIds.has(brand)) continue;
      await trx.insertInto('vip_options').values({ brand_id: brand, basis: vip.basis, downgrade: vip.downgrade }).execute();
      await trx
        .insertInto('vip_levels')
        .values(
          vip.levels.map((l) => ({
            brand_id: brand,
            rank_level: l.rankLevel,
            club_label: JSON.stringify(l.clubLabel),
            threshold: String(toMinorUnits(l.threshold)!),
            upgrade_bonus: String(toMinorUnits(l.upgradeBonus)!),
            monthly_bonus: String(toMinorUnits(l.monthlyBonus)!),
            rebates: JSON.stringify(l.rebates),
            point_multiplier: l.pointMultiplier,
          })),
        )
        .execute();
    }
    const { ranges } = read('geo');
    if (ranges.length)
      await trx
        .insertInto('geo_ip_ranges')
        .values(ranges.map((r) => ({ cidr: r.cidr, country_code: r.countryCode })))
        .execute();
    await trx
      .insertInto('meta')
      .values({ key: 'demo_seeded_at', value: new Date(now).toISOString() })
      .execute();
    return true;
  });
}
