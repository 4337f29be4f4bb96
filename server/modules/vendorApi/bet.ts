import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorBetAnswer, VendorBetRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { debitSteps, walletBalance } from '../wallet/ledger';
import { betLockCall } from './betLock';
import { vendorFingerprint } from './fingerprint';
import { launchQuery, playerOf, type LaunchedPlayer } from './launchedPlayer';
import { isFirstCallsKey, type VendorTx } from './oncePerTx';
import { stakeSteps } from './rounds';
import { houseOf, ledgerKeyOf, productOf, type VendorCall } from './vendorCall';

/** The unique key of ledger_transactions (brand, idempotency key): a bet's change meeting another call's under its txId. */
const isLedgerKey = (err: unknown) => isUniqueViolation(err) && (err as { constraint?: string }).constraint === 'ledger_transactions_brand_id_idempotency_key_key';

/** src/engine/money's fromMinorUnits in SQL, for a balance (never below zero): the answer is written with the stake. */
const moneyText = (minor: string) => sql`(${sql.ref(minor)} / 100)::text || '.' || lpad((${sql.ref(minor)} % 100)::text, 2, '0')`;

/**
 * A stake from the main wallet of the player the launch token names, to the vendor's house account,
 * once per txId. Refused, moving nothing: a txId a rollback already cancelled, and a stake above the
 * balance (409 INSUFFICIENT_FUNDS with the balance, so the game can tell the player what they have).
 *
 * The same steps and guarantees as oncePerTx gives a win or a rollback, in four round trips: the
 * transaction's begin; the bet's lock, with its launch read beside it (a launch is no call of the
 * bet: it needs no lock); one statement that reads the txId's record and the bet's rollbacks —
 * after the lock, so it sees every call of the bet that committed before — and, when neither stops
 * it, takes the stake and writes the change, the round and the record with its answer; the
 * commit. A refusal or a replay writes nothing, so the statement does not fail for it: it says
 * which it was.
 */
export async function placeBet(db: Kysely<Tables>, { brand, vendor, input }: VendorCall<VendorBetRequest>): Promise<VendorBetAnswer> {
  const amount = toMinorUnits(input.amount)!;
  if (amount <= 0n) throw apiError('AMOUNT_INVALID', {}, 'amount');
  const tx: VendorTx = { brandId: brand.id, vendor, kind: 'bet', txId: input.txId, betTxId: input.txId, input };
  const fingerprint = vendorFingerprint(tx.kind, tx.input);
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      // The lock's subquery is the preserved side of the join: it is taken whether or not the launch is found.
      const launch = playerOf(
        await trx
          .selectFrom(sql`(select ${betLockCall(brand.id, vendor, input.txId)})`.as('held'))
          .leftJoin(launchQuery(trx, brand.id, vendor, input.token).as('launch'), (join) => join.onTrue())
          .selectAll('launch')
          .executeTakeFirst(),
      );
      if (!launch) {
        // A replay is answered even after its launch has ended.
        const first = await trx.selectFrom('vendor_transactions').select(['fingerprint', 'response']).where('brand_id', '=', brand.id).where('vendor', '=', vendor).where('tx_id', '=', input.txId).executeTakeFirst();
        if (!first) throw apiError('GAME_SESSION_INVALID');
        if (first.fingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
        return first.response as VendorBetAnswer;
      }
      const outcome = await stake(trx, tx, fingerprint, launch, amount, brand.config.currency.code, input.roundId);
      if (outcome.priorFingerprint !== null) {
        if (outcome.priorFingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
        return outcome.priorResponse as VendorBetAnswer;
      }
      if (outcome.rolledBack) throw apiError('VENDOR_BET_ROLLED_BACK');
      if (outcome.answer === null) throw apiError('INSUFFICIENT_FUNDS', {}, undefined, { balance: fromMinorUnits(await walletBalance(trx, launch.memberId)) });
      return outcome.answer;
    });
  try {
    return await attempt();
  } catch (err) {
    // Another call took this txId meanwhile (a win or a rollback of another bet, under another lock): run again, to find its record.
    if (isFirstCallsKey(err) || isLedgerKey(err)) return attempt();
    throw err;
  }
}

interface Staked {
  /** The txId's record, when a call before took it. */
  priorFingerprint: string | null;
  priorResponse: unknown;
  /** A rollback names the bet. */
  rolledBack: boolean;
  /** The answer written with the stake; null when no stake was taken. */
  answer: VendorBetAnswer | null;
}

/** The bet's one statement under its lock: what stops it, or the stake with everything it writes. */
async function stake(trx: Kysely<Tables>, tx: VendorTx, fingerprint: string, launch: LaunchedPlayer, amount: bigint, currency: string, roundId: string): Promise<Staked> {
  const { brandId, vendor, txId } = tx;
  const round = { brandId, vendor, roundId, memberId: launch.memberId };
  const { rows } = await sql<Staked>`
    with prior as (
      select fingerprint, response from vendor_transactions where brand_id = ${brandId} and vendor = ${vendor} and tx_id = ${txId}),
    rolled_back as (
      select from vendor_transactions where brand_id = ${brandId} and vendor = ${vendor} and ref_tx_id = ${txId} and kind = 'rollback' limit 1),
    ${debitSteps(
      { brandId, idempotencyKey: ledgerKeyOf(vendor, txId), kind: 'bet', reference: productOf(launch.category, vendor), memberId: launch.memberId, house: houseOf(vendor), amount },
      sql`not exists (select from prior) and not exists (select from rolled_back)`,
    )},
    ${stakeSteps(round, launch, amount, 'debited')},
    answered as (
      insert into vendor_transactions (brand_id, vendor, tx_id, kind, member_id, round_id, amount, ref_tx_id, fingerprint, response)
      select ${brandId}::text, ${vendor}::text, ${txId}::text, 'bet', ${launch.memberId}::bigint, ${roundId}::text, ${String(amount)}::bigint, null, ${fingerprint}::text,
             jsonb_build_object('balance', ${moneyText('debited.balance')}, 'currency', ${currency}::text)
      from debited
      returning response)
    select (select fingerprint from prior) as "priorFingerprint", (select response from prior) as "priorResponse",
           exists (select from rolled_back) as "rolledBack", (select response from answered) as answer`.execute(trx);
  return rows[0]!;
}
