import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryDrawn, LotteryGameMenu, LotteryGroup, LotteryPrizeMode } from '../../../../src/generated/types';
import { apiError } from '../../../errors';

// What the Vietnam lottery's lobby, the home page's results, the results page and the check of a
// draw read (decision 0315): the brand's in-house games, their next issue and their drawn ones.

interface MenuRow {
  code: string;
  prize_mode: LotteryPrizeMode;
  daily_at: string | null;
  interval_seconds: number | null;
  time_zone: string;
  game_name: string | null;
  next_issue: string | null;
  next_draw_at: Date | string | null;
  next_closes_at: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** The name the catalogue gives a game of the brand's Vietnam-role vendor in a language, the brand's default else. */
const catalogueName = (vendor: string, lang: string, defaultLang: string, code: ReturnType<typeof sql.ref>) => sql<string | null>`(
  select coalesce(c.name ->> ${lang}, c.name ->> ${defaultLang}) from games c
  where c.brand_id = g.brand_id and c.vendor = ${vendor} and c.code = ${code} and c.category = 'LOTT' limit 1)`;

function menuOf(r: MenuRow, vendor: string): LotteryGameMenu {
  return {
    gameCode: r.code,
    ...(r.game_name ? { gameName: r.game_name } : {}),
    accountTypeName: vendor,
    prizeMode: r.prize_mode,
    group: r.daily_at ? 'daily' : 'fast',
    ...(r.daily_at ? { dailyAt: r.daily_at } : { intervalSeconds: r.interval_seconds! }),
    timeZone: r.time_zone,
    ...(r.next_draw_at && r.next_issue ? { nextIssue: r.next_issue, nextDrawAt: iso(r.next_draw_at), nextClosesAt: iso(r.next_closes_at!) } : {}),
  };
}

export interface LobbyBrand {
  id: string;
  vendor: string;
  lang: string;
  defaultLang: string;
}

async function menuRows(db: Kysely<Tables>, b: LobbyBrand, now: Date, only: { prizeMode?: LotteryPrizeMode; memberId?: string }) {
  const rows = await sql<MenuRow & { last_bet: Date | null }>`
    select g.code, g.prize_mode, g.daily_at, g.interval_seconds, g.time_zone,
           ${catalogueName(b.vendor, b.lang, b.defaultLang, sql.ref('g.code'))} as game_name,
           n.issue as next_issue, n.draws_at as next_draw_at, n.closes_at as next_closes_at,
           ${only.memberId ? sql`m.last_bet` : sql`null`} as last_bet
    from lottery_games g
    left join lateral (
      select i.issue, i.draws_at, i.closes_at from lottery_issues i
      where i.game_id = g.id and i.status = 'open' and i.draws_at > ${now.toISOString()}::timestamptz
      order by i.draws_at limit 1) n on true
    ${
      only.memberId
        ? sql`join lateral (
            select max(lb.created_at) as last_bet from lottery_bets lb join lottery_issues li on li.id = lb.issue_id
            where lb.member_id = ${only.memberId} and li.game_id = g.id) m on m.last_bet is not null`
        : sql``
    }
    where g.brand_id = ${b.id} and g.enabled
      ${only.prizeMode ? sql`and g.prize_mode = ${only.prizeMode}` : sql``}
    order by ${only.memberId ? sql`m.last_bet desc,` : sql``} g.sort, g.id`.execute(db);
  return rows.rows;
}

/** The lobby's groups: the daily draws, then the fast ones, each game with its next issue; an empty group is left out. */
export async function lotteryMenu(db: Kysely<Tables>, b: LobbyBrand, now: Date, prizeMode?: LotteryPrizeMode): Promise<LotteryGroup[]> {
  const menus = (await menuRows(db, b, now, { prizeMode })).map((r) => menuOf(r, b.vendor));
  return (['daily', 'fast'] as const).map((group) => ({ group, gameMenus: menus.filter((m) => m.group === group) })).filter((g) => g.gameMenus.length > 0);
}

/** The games a member bet on, the last bet first. */
export async function lotteryRecent(db: Kysely<Tables>, b: LobbyBrand, memberId: string, now: Date): Promise<LotteryGameMenu[]> {
  return (await menuRows(db, b, now, { memberId })).map((r) => menuOf(r, b.vendor));
}

interface DrawnRow {
  code: string;
  game_name: string | null;
  issue: string;
  drawn_at: Date | string;
  numbers: string[];
}

const drawnOf = (r: DrawnRow, vendor: string): LotteryDrawn => ({
  gameCode: r.code,
  ...(r.game_name ? { gameName: r.game_name } : {}),
  accountTypeName: vendor,
  issue: r.issue,
  drawnAt: iso(r.drawn_at),
  numbers: r.numbers,
});

/** The latest drawn issues across the brand's enabled games, the latest first. */
export async function lotteryOpened(db: Kysely<Tables>, b: LobbyBrand, count: number): Promise<LotteryDrawn[]> {
  const rows = await sql<DrawnRow>`
    select g.code, ${catalogueName(b.vendor, b.lang, b.defaultLang, sql.ref('g.code'))} as game_name, i.issue, i.drawn_at, i.numbers
    from lottery_issues i join lottery_games g on g.id = i.game_id
    where i.brand_id = ${b.id} and i.status = 'drawn' and g.enabled
    order by i.draws_at desc, g.sort, g.id
    limit ${count}`.execute(db);
  return rows.rows.map((r) => drawnOf(r, b.vendor));
}

/** The latest drawn issue of each game the member bet on (decision 0315), the latest first. */
export async function lotteryMemberOpened(db: Kysely<Tables>, b: LobbyBrand, memberId: string, count: number): Promise<LotteryDrawn[]> {
  const rows = await sql<DrawnRow>`
    select g.code, ${catalogueName(b.vendor, b.lang, b.defaultLang, sql.ref('g.code'))} as game_name, d.issue, d.drawn_at, d.numbers
    from lottery_games g
    join lateral (
      select i.issue, i.drawn_at, i.draws_at, i.numbers from lottery_issues i
      where i.game_id = g.id and i.status = 'drawn' order by i.draws_at desc limit 1) d on true
    where g.brand_id = ${b.id} and g.enabled
      and exists (select 1 from lottery_bets lb join lottery_issues li on li.id = lb.issue_id where lb.member_id = ${memberId} and li.game_id = g.id)
    order by d.draws_at desc, g.sort, g.id
    limit ${count}`.execute(db);
  return rows.rows.map((r) => drawnOf(r, b.vendor));
}

async function gameId(db: Kysely<Tables>, brandId: string, code: string): Promise<string> {
  const game = await db.selectFrom('lottery_games').select('id').where('brand_id', '=', brandId).where('code', '=', code).where('enabled', '=', true).executeTakeFirst();
  if (!game) throw apiError('LOTTERY_GAME_NOT_FOUND');
  return game.id;
}

/** One page of a game's drawn issues, the latest first. */
export async function lotteryResults(db: Kysely<Tables>, b: LobbyBrand, code: string, pageNo: number, pageSize: number) {
  const id = await gameId(db, b.id, code);
  const { total } = await db
    .selectFrom('lottery_issues')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('game_id', '=', id)
    .where('status', '=', 'drawn')
    .executeTakeFirstOrThrow();
  const rows = await sql<DrawnRow>`
    select g.code, ${catalogueName(b.vendor, b.lang, b.defaultLang, sql.ref('g.code'))} as game_name, i.issue, i.drawn_at, i.numbers
    from lottery_issues i join lottery_games g on g.id = i.game_id
    where i.game_id = ${id} and i.status = 'drawn'
    order by i.draws_at desc
    limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
  const count = Number(total);
  return { list: rows.rows.map((r) => drawnOf(r, b.vendor)), pageNo, totalPages: Math.ceil(count / pageSize), total: count };
}

/** What recomputing a drawn issue needs; an issue not drawn keeps its seed (LOTTERY_NOT_DRAWN), an unknown one is not found. */
export async function lotteryVerify(db: Kysely<Tables>, brandId: string, code: string, issueName: string) {
  const id = await gameId(db, brandId, code);
  const issue = await db
    .selectFrom('lottery_issues as i')
    .innerJoin('lottery_chains as c', 'c.id', 'i.chain_id')
    .select(['i.issue', 'i.position', 'i.seed', 'i.seed_hash', 'i.status', 'i.numbers', 'i.drawn_at', 'c.published_hash', sql<string>`to_char(c.day, 'YYYY-MM-DD')`.as('day')])
    .where('i.game_id', '=', id)
    .where('i.issue', '=', issueName)
    .executeTakeFirst();
  if (!issue) throw apiError('LOTTERY_ISSUE_NOT_FOUND');
  if (issue.status !== 'drawn' || !issue.numbers || !issue.drawn_at) throw apiError('LOTTERY_NOT_DRAWN');
  return {
    gameCode: code,
    issue: issue.issue,
    day: issue.day,
    position: issue.position,
    seed: issue.seed,
    seedHash: issue.seed_hash,
    publishedHash: issue.published_hash,
    numbers: issue.numbers,
    drawnAt: iso(issue.drawn_at),
  };
}
