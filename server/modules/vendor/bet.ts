import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorBetAnswer, VendorBetRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { debitFingerprint, stakeableBalance } from '../wallet/index';
import { betLockKey, betLockSpace, lockBet } from './betLock';
import { vendorFingerprint } from './fingerprint';
import { launchQuery, playerOf, type LaunchedPlayer } from './launchedPlayer';
import { isFirstCallsKey, type VendorTx } from './oncePerTx';
import { houseOf, ledgerKeyOf, productOf, type VendorCall } from './vendorCall';

/** The unique key of ledger_transactions (brand, idempotency key): a bet's change meeting another call's under its txId. */
const isLedgerKey = (err: unknown) => isUniqueViolation(err) && (err as { constraint?: string }).constraint === 'ledger_transactions_brand_id_idempotency_key_key';

/**
 * A stake from the wallet of the player the launch token names that the vendor stakes from, to the vendor's house account,
 * once per txId: a seamless game's from main first, then from the bonus wallet (migration 054). Refused, moving nothing: a txId a rollback already cancelled, and a stake above the
 * balance (409 INSUFFICIENT_FUNDS with the balance, so the game can tell the player what they have), and a
 * stake above what the member's active bonus allows (409 BONUS_STAKE_TOO_HIGH).
 *
 * The same steps and guarantees as oncePerTx gives a win or a rollback, in two round trips: the
 * launch's read (a launch is no call of the bet: it needs no lock), then one call of migration
 * 054's vendor_bet (048's, staking main then bonus), its own transaction, which takes the bet's lock, reads the txId's record and
 * the bet's rollbacks after it — so it sees every call of the bet that committed before — and,
 * when neither stops it, takes the stake and writes the change, the round and the record with its
 * answer. A refusal or a replay writes nothing, so the call does not fail for it: it says which it was.
 */
export async function placeBet(db: Kysely<Tables>, { brand, vendor, wallet, input }: VendorCall<VendorBetRequest>): Promise<VendorBetAnswer> {
  const amount = toMinorUnits(input.amount)!;
  if (amount <= 0n) throw apiError('AMOUNT_INVALID', {}, 'amount');
  const tx: VendorTx = { brandId: brand.id, vendor, kind: 'bet', txId: input.txId, betTxId: input.txId, input };
  const fingerprint = vendorFingerprint(tx.kind, tx.input);
  const attempt = async () => {
    const launch = playerOf(await launchQuery(db, brand.id, vendor, input.token).executeTakeFirst());
    // A replay is answered even after its launch has ended: read under the bet's lock, after any call of it in flight.
    if (!launch) return replayOf(db, tx, fingerprint);
    const outcome = await stake(db, tx, fingerprint, { ...launch, wallet }, amount, brand.config.currency.code, input.roundId);
    if (outcome.priorFingerprint !== null) {
      if (outcome.priorFingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
      return outcome.priorResponse as VendorBetAnswer;
    }
    if (outcome.rolledBack) throw apiError('VENDOR_BET_ROLLED_BACK');
    if (outcome.overLimit) throw apiError('BONUS_STAKE_TOO_HIGH', { maxStake: await activeMaxStake(db, launch.memberId) });
    if (outcome.answer === null) throw apiError('INSUFFICIENT_FUNDS', {}, undefined, { balance: fromMinorUnits(await stakeableBalance(db, launch.memberId, wallet)) });
    return outcome.answer;
  };
  try {
    return await attempt();
  } catch (err) {
    // Another call took this txId meanwhile (a win or a rollback of another bet, under another lock): run again, to find its record.
    if (isFirstCallsKey(err) || isLedgerKey(err)) return attempt();
    throw err;
  }
}

/** A bet whose launch is gone: its first answer again when it was taken, else 401 GAME_SESSION_INVALID. */
function replayOf(db: Kysely<Tables>, tx: VendorTx, fingerprint: string): Promise<VendorBetAnswer> {
  return db.transaction().execute(async (trx) => {
    await lockBet(trx, tx.brandId, tx.vendor, tx.betTxId);
    const first = await trx.selectFrom('vendor_transactions').select(['fingerprint', 'response']).where('brand_id', '=', tx.brandId).where('vendor', '=', tx.vendor).where('tx_id', '=', tx.txId).executeTakeFirst();
    if (!first) throw apiError('GAME_SESSION_INVALID');
    if (first.fingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
    return first.response as VendorBetAnswer;
  });
}

interface Staked {
  /** The txId's record, when a call before took it. */
  priorFingerprint: string | null;
  priorResponse: unknown;
  /** A rollback names the bet. */
  rolledBack: boolean;
  /** The answer written with the stake; null when no stake was taken. */
  answer: VendorBetAnswer | null;
  /** Above the largest stake the member's active bonus allows (decision 0262): nothing taken. */
  overLimit: boolean;
}

/** The largest stake the member's active bonus allows, as the refusal says it. */
async function activeMaxStake(db: Kysely<Tables>, memberId: string): Promise<string> {
  const row = await db.selectFrom('bonus_grants').select('max_stake').where('member_id', '=', memberId).where('status', '=', 'active').executeTakeFirst();
  return fromMinorUnits(row?.max_stake ?? '0');
}

/** The bet's one call: what stops it, or the stake with everything it writes. */
async function stake(db: Kysely<Tables>, tx: VendorTx, fingerprint: string, launch: LaunchedPlayer & { wallet: string }, amount: bigint, currency: string, roundId: string): Promise<Staked> {
  const { brandId, vendor, txId } = tx;
  const debit = { brandId, idempotencyKey: ledgerKeyOf(vendor, txId), kind: 'bet', reference: productOf(launch.category, vendor), memberId: launch.memberId, wallet: launch.wallet, house: houseOf(vendor), amount };
  const { rows } = await sql<Staked>`
    select prior_fingerprint as "priorFingerprint", prior_response as "priorResponse", rolled_back as "rolledBack", answer, over_limit as "overLimit"
    from vendor_bet(${betLockSpace}::int, ${betLockKey(brandId, vendor, txId)}::text,
      ${brandId}::text, ${vendor}::text, ${txId}::text, ${roundId}::text, ${fingerprint}::text,
      ${launch.memberId}::bigint, ${launch.gameId}::int, ${launch.category}::text, ${String(amount)}::bigint, ${currency}::text,
      ${debit.idempotencyKey}::text, ${debitFingerprint(debit)}::text, ${debit.reference}::text, ${debit.house}::text, ${launch.wallet}::text)`.execute(db);
  return rows[0]!;
}
