import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { fromMinorUnits } from '../../../src/engine/money';
import type { VipStatus } from '../../../src/generated/types';
import { labelOf, levelsOf, optionsOf } from './store';

/** The member's level, the next one and how far they are towards it, by the brand's basis. */
export async function memberStatus(db: Kysely<Tables>, brand: Brand, memberId: string, lang: string): Promise<VipStatus> {
  const [levels, options, progress, member] = await Promise.all([
    levelsOf(db, brand.id),
    optionsOf(db, brand.id),
    db.selectFrom('vip_progress').select(['valid_bet', 'deposits', 'rank_level']).where('member_id', '=', memberId).executeTakeFirst(),
    db.selectFrom('members').select('rank_level').where('id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  const rank = progress?.rank_level ?? member.rank_level ?? 0;
  const validBet = BigInt(progress?.valid_bet ?? 0);
  const deposits = BigInt(progress?.deposits ?? 0);
  const counted = options.basis === 'deposit' ? deposits : validBet;
  const current = levels.find((l) => l.rank_level === rank);
  const next = levels.find((l) => l.rank_level > rank);
  let nextView: VipStatus['next'] = null;
  if (next) {
    const from = current ? BigInt(current.threshold) : 0n;
    const to = BigInt(next.threshold);
    const span = to - from;
    const done = counted - from;
    const percent = span <= 0n ? 100 : done <= 0n ? 0 : done >= span ? 100 : Number((done * 100n) / span);
    nextView = { rankLevel: next.rank_level, clubLabel: labelOf(next, lang, brand), threshold: fromMinorUnits(to), remaining: fromMinorUnits(to > counted ? to - counted : 0n), percent };
  }
  return {
    rankLevel: rank,
    clubLabel: current ? labelOf(current, lang, brand) : null,
    next: nextView,
    basis: options.basis,
    validBet: fromMinorUnits(validBet),
    deposits: fromMinorUnits(deposits),
    counted: fromMinorUnits(counted),
  };
}
