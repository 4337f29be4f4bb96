import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { fromMinorUnits } from '../../../src/engine/money';
import { postChange } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';
import { labelOf } from './store';

/** The house account VIP bonuses are paid from; the console's cost is what left it. */
export const VIP_HOUSE = 'vip';

/**
 * A round's first settlement counts its stake as valid bet (server/modules/vendor/win.ts calls
 * this only then). Nothing at all when VIP3 is off for the brand.
 */
export async function countValidBet(trx: Kysely<Tables>, brand: Brand, memberId: string, stake: bigint): Promise<void> {
  if (stake <= 0n || !isModuleOn(brand.settings, 'VIP3')) return;
  await accrue(trx, brand, memberId, { validBet: stake, deposits: 0n });
}

/** A credited deposit counts towards a brand whose levels are reached by deposits (and is kept for one that may switch to them). */
export async function countDeposit(trx: Kysely<Tables>, brand: Brand, depositId: string): Promise<void> {
  if (!isModuleOn(brand.settings, 'VIP3')) return;
  const deposit = await trx.selectFrom('deposits').select(['member_id', 'amount']).where('id', '=', depositId).where('status', '=', 'approved').executeTakeFirst();
  if (!deposit) return;
  await accrue(trx, brand, deposit.member_id, { validBet: 0n, deposits: BigInt(deposit.amount) });
}

/**
 * Adds to the member's totals in one statement, which answers the level they held and the level
 * their total now reaches (by the brand's basis). In the common case that is all. The statement's
 * row lock holds until the caller's transaction ends, so two settlements of one member take turns
 * and the second sees the level the first raised: a level is crossed once. A member without a row
 * starts at the rank their member row holds (an operator's label before VIP3).
 */
async function accrue(trx: Kysely<Tables>, brand: Brand, memberId: string, add: { validBet: bigint; deposits: bigint }): Promise<void> {
  const { rows } = await sql<{ rank_level: number; reached: number }>`
    insert into vip_progress as p (member_id, brand_id, valid_bet, deposits, rank_level)
    values (${memberId}::bigint, ${brand.id}, ${String(add.validBet)}::bigint, ${String(add.deposits)}::bigint,
            (select coalesce(rank_level, 0) from members where id = ${memberId}::bigint))
    on conflict (member_id) do update set valid_bet = p.valid_bet + excluded.valid_bet, deposits = p.deposits + excluded.deposits, updated_at = now()
    returning p.rank_level,
      (select coalesce(max(l.rank_level), 0) from vip_levels l
        where l.brand_id = p.brand_id
          and l.threshold <= case when exists (select 1 from vip_options o where o.brand_id = p.brand_id and o.basis = 'deposit') then p.deposits else p.valid_bet end) as reached`.execute(trx);
  const row = rows[0]!;
  if (row.reached > row.rank_level) await raise(trx, brand, memberId, row.rank_level, row.reached);
}

/**
 * The member rises from `from` to `to`: their rank (and the member row's, which tells their open
 * pages), and each level crossed pays its upgrade bonus once, ever (`vip-up:{member}:{level}`: a
 * member lowered and risen again is not paid twice), with a message in their inbox.
 */
async function raise(trx: Kysely<Tables>, brand: Brand, memberId: string, from: number, to: number): Promise<void> {
  await trx.updateTable('vip_progress').set({ rank_level: to, updated_at: sql<Date>`now()` }).where('member_id', '=', memberId).execute();
  const crossed = await trx
    .selectFrom('vip_levels')
    .selectAll()
    .where('brand_id', '=', brand.id)
    .where('rank_level', '>', from)
    .where('rank_level', '<=', to)
    .orderBy('rank_level')
    .execute();
  const top = crossed.at(-1);
  await trx
    .updateTable('members')
    .set({ rank_level: to, club_label: top ? labelOf(top, brand.config.defaultLang, brand) : null })
    .where('id', '=', memberId)
    .execute();
  for (const level of crossed) {
    const bonus = BigInt(level.upgrade_bonus);
    if (bonus <= 0n) continue;
    const posted = await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: `vip-up:${memberId}:${level.rank_level}`,
      kind: 'bonus',
      reference: 'vip',
      postings: [
        { house: VIP_HOUSE, amount: -bonus },
        { memberId, amount: bonus },
      ],
    });
    if (!posted.replayed)
      await sendSystemMessage(trx, brand, memberId, 'vipUp', (lang) => ({ level: labelOf(level, lang, brand), amount: `${brand.config.currency.symbol}${fromMinorUnits(bonus)}` }));
  }
}
