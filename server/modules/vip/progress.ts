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

/** A credited deposit counts towards a brand whose levels are reached by deposits (and is kept for one that may switch to them). */
export async function countDeposit(trx: Kysely<Tables>, brand: Brand, depositId: string): Promise<void> {
  if (!isModuleOn(brand.settings, 'VIP3')) return;
  const deposit = await trx.selectFrom('deposits').select(['member_id', 'amount']).where('id', '=', depositId).where('status', '=', 'approved').executeTakeFirst();
  if (!deposit) return;
  await accrue(trx, brand, deposit.member_id, { validBet: 0n, deposits: BigInt(deposit.amount) });
}

/**
 * A credited deposit adds to the member's totals in one statement (migration 061's vip_accrue, which
 * a round's first settlement calls inside settle_round), which answers the level they held and the
 * level their total now reaches. The row lock holds until the caller's transaction ends, so two
 * changes of one member take turns and the second sees the level the first raised.
 */
async function accrue(trx: Kysely<Tables>, brand: Brand, memberId: string, add: { validBet: bigint; deposits: bigint }): Promise<void> {
  const { rows } = await sql<{ held: number; reached: number }>`
    select held, reached from vip_accrue(${memberId}::bigint, ${brand.id}::text, ${String(add.validBet)}::bigint, ${String(add.deposits)}::bigint)`.execute(trx);
  const row = rows[0]!;
  if (row.reached > row.held) await raiseLevel(trx, brand, memberId, row.held, row.reached);
}

/**
 * The member rises from `from` to `to` (a deposit's or a settlement's count reached it): their rank (and the member row's, which tells their open
 * pages), and each level crossed pays its upgrade bonus once, ever (`vip-up:{member}:{level}`: a
 * member lowered and risen again is not paid twice), with a message in their inbox.
 */
export async function raiseLevel(trx: Kysely<Tables>, brand: Brand, memberId: string, from: number, to: number): Promise<void> {
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
      counts: { memberId, bonus },
    });
    if (!posted.replayed)
      await sendSystemMessage(trx, brand, memberId, 'vipUp', (lang) => ({ level: labelOf(level, lang, brand), amount: `${brand.config.currency.symbol}${fromMinorUnits(bonus)}` }));
  }
}

/**
 * A bet rolled back after its round's first settlement counted its stake towards the VIP ladder
 * (`vendor/uncount.ts`): the stake leaves the member's valid bet, never below nothing. A level already
 * reached is kept, as its bonus was paid once; the monthly pass judges the level by what is left.
 */
export async function takeBackValidBet(trx: Kysely<Tables>, brand: Brand, memberId: string, stake: bigint): Promise<void> {
  if (!isModuleOn(brand.settings, 'VIP3') || stake <= 0n) return;
  await sql`update vip_progress set valid_bet = greatest(valid_bet - ${String(stake)}::bigint, 0), updated_at = now() where member_id = ${memberId}::bigint`.execute(trx);
}
