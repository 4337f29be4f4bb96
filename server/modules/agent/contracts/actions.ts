import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { Contract, ContractKind, ContractTerms, DividendContracts, DividendContractsRequest } from '../../../../src/generated/types';
import { apiError } from '../../../errors';
import { inTransaction } from '../../../db/inTransaction';
import { isUniqueViolation } from '../../../db/isUniqueViolation';
import { contractPeriodEnd, periodOf } from '../../../db/contractPeriod';
import { isAgent } from '../../../../src/engine/accountType';
import { teamMember } from '../team';
import { ceilingOf, contractBook, contractOf, contractRows, type ContractRow } from './book';
import { termsProblem, withinCeiling } from './terms';
import { tellParties, type ContractNews } from './news';

/** What every kind's call takes; the terms are that kind's. */
export type ContractInput = Omit<DividendContractsRequest, 'terms'> & { terms?: ContractTerms };

interface Me {
  id: string;
  account: string;
}

/** What an action changed, beside the book the answer carries. */
interface Outcome {
  breaks: Contract[];
  changed: boolean;
}

/**
 * One contract call (decision 0283): list, or offer, accept, reject or terminate in one
 * transaction, then the agent's book of that kind as it now stands.
 */
export async function contractCall(db: Kysely<Tables>, brand: Brand, me: Me, kind: ContractKind, input: ContractInput): Promise<DividendContracts> {
  const outcome: Outcome =
    input.action === 'list'
      ? { breaks: [], changed: false }
      : await inTransaction(db, (trx) => (input.action === 'offer' ? offer(trx, brand, me, kind, input.downlineId!, input.terms!) : answer(trx, brand, me.id, kind, input)));
  return { ...(await contractBook(db, me.id, kind, input)), ...outcome };
}

/**
 * The house offers a top agent (an agent with no upline) a contract of any terms: the house is the
 * top of every ceiling. The agent answers in the agent centre.
 */
export async function houseOffer(db: Kysely<Tables>, brand: Brand, memberId: string, kind: ContractKind, terms: ContractTerms): Promise<Contract> {
  const problem = termsProblem(kind, terms);
  if (problem) throw apiError(problem);
  return inTransaction(db, async (trx) => {
    const member = await trx.selectFrom('members').select(['id', 'type', 'upline_id']).where('id', '=', memberId).where('brand_id', '=', brand.id).executeTakeFirst();
    if (!member) throw apiError('NOT_FOUND');
    if (!isAgent(member.type)) throw apiError('CONTRACT_NOT_AGENT');
    if (member.upline_id !== null) throw apiError('CONTRACT_NOT_DIRECT');
    const row = await insertOffer(trx, brand.id, null, member.id, kind, terms);
    await tellParties(trx, brand, row, 'contractOffered', ['downline']);
    return contractOf(row);
  });
}

/**
 * The house's side of a top agent's contract, from the console: withdraw an offer or ask to end
 * one (terminate), answer the agent's request to end it (accept, reject). Resolves to the contract.
 */
export async function houseAnswer(db: Kysely<Tables>, brand: Brand, contractId: string, action: 'accept' | 'reject' | 'terminate'): Promise<Contract> {
  return inTransaction(db, async (trx) => {
    await answer(trx, brand, null, null, { action, contractId });
    return contractOf(await contractRows(trx).where('c.id', '=', contractId).executeTakeFirstOrThrow());
  });
}

/** An answer to a contract by one of its parties: a member, or the house (null). */
async function answer(
  trx: Kysely<Tables>,
  brand: Brand,
  party: string | null,
  kind: ContractKind | null,
  input: { action: ContractInput['action']; contractId?: string | undefined; proceed?: boolean | undefined },
): Promise<Outcome> {
  const row = await lockedContract(trx, brand.id, party, kind, input.contractId!);
  const side = party !== null && row.downline_id === party ? 'downline' : 'upline';
  const open = row.status === 'accepted' && row.ends_at === null;
  const asked = open ? row.termination_by : null;
  switch (input.action) {
    case 'accept':
      if (row.status === 'pending' && side === 'downline') return accept(trx, brand, row, input.proceed === true);
      if (asked !== null && asked !== side) return end(trx, brand, row);
      break;
    case 'reject':
      if (row.status === 'pending' && side === 'downline') {
        await trx
          .updateTable('contracts')
          .set({ status: 'rejected', decided_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
        await tellParties(trx, brand, row, 'contractRejected', ['upline']);
        return { breaks: [], changed: true };
      }
      if (asked !== null && asked !== side) {
        await trx.updateTable('contracts').set({ termination_by: null }).where('id', '=', row.id).execute();
        await tellParties(trx, brand, row, 'contractEndDeclined', [asked]);
        return { breaks: [], changed: true };
      }
      break;
    case 'terminate':
      if (row.status === 'pending' && side === 'upline') {
        await trx
          .updateTable('contracts')
          .set({ status: 'terminated', end_cause: 'terminated', decided_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
        await tellParties(trx, brand, row, 'contractWithdrawn', ['downline']);
        return { breaks: [], changed: true };
      }
      if (open && asked === null) {
        await trx.updateTable('contracts').set({ termination_by: side }).where('id', '=', row.id).execute();
        await tellParties(trx, brand, row, 'contractEndAsked', [side === 'upline' ? 'downline' : 'upline']);
        return { breaks: [], changed: true };
      }
      if (asked !== null && asked !== side) return end(trx, brand, row);
      break;
  }
  // The contract moved on since the page showed it (the other side answered first).
  throw apiError('CONTRACT_NOT_OPEN');
}

/** The contract, locked for this transaction, if the caller is one of its parties (the house: a top agent's); 404 otherwise. */
async function lockedContract(trx: Kysely<Tables>, brandId: string, party: string | null, kind: ContractKind | null, id: string): Promise<ContractRow> {
  let query = trx.selectFrom('contracts').select('id').where('id', '=', id).where('brand_id', '=', brandId);
  if (kind !== null) query = query.where('kind', '=', kind);
  query = party === null ? query.where('upline_id', 'is', null) : query.where((eb) => eb.or([eb('downline_id', '=', party), eb('upline_id', '=', party)]));
  if (!(await query.forUpdate().executeTakeFirst())) throw apiError('NOT_FOUND');
  return contractRows(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** A new offer; a second open one of the kind to the same downline is refused. */
async function insertOffer(trx: Kysely<Tables>, brandId: string, uplineId: string | null, downlineId: string, kind: ContractKind, terms: ContractTerms): Promise<ContractRow> {
  let id: string;
  try {
    ({ id } = await trx
      .insertInto('contracts')
      .values({ brand_id: brandId, kind, upline_id: uplineId, downline_id: downlineId, terms: JSON.stringify(terms) })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (err) {
    if (isUniqueViolation(err)) throw apiError('CONTRACT_OFFER_OPEN');
    throw err;
  }
  return contractRows(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
}

async function offer(trx: Kysely<Tables>, brand: Brand, me: Me, kind: ContractKind, downlineId: string, terms: ContractTerms): Promise<Outcome> {
  const problem = termsProblem(kind, terms);
  if (problem) throw apiError(problem);
  const member = await teamMember(trx, brand.id, me.id, downlineId);
  if (member.depth !== 1) throw apiError('CONTRACT_NOT_DIRECT');
  const { type } = await trx.selectFrom('members').select('type').where('id', '=', member.id).executeTakeFirstOrThrow();
  if (!isAgent(type)) throw apiError('CONTRACT_NOT_AGENT');
  const ceiling = await ceilingOf(trx, me.id, kind);
  if (!ceiling) throw apiError('CONTRACT_NO_CEILING');
  if (!withinCeiling(kind, terms, ceiling)) throw apiError('CONTRACT_ABOVE_CEILING');
  await tellParties(trx, brand, await insertOffer(trx, brand.id, me.id, member.id, kind, terms), 'contractOffered', ['downline']);
  return { breaks: [], changed: true };
}

/** When the current period of the contract's kind ends, in the brand's time zone: when a change to it takes effect. */
async function periodBoundary(trx: Kysely<Tables>, brand: Brand, row: ContractRow): Promise<Date> {
  const { at } = await trx.selectNoFrom(contractPeriodEnd(periodOf(row.kind, row.terms), brand.config.timeZone).as('at')).executeTakeFirstOrThrow();
  return new Date(at);
}

/**
 * Accepting an offer. It is in force from the next period and the agent's contract of that kind
 * in force now ends then. Contracts the agent gave that the new terms would put above its own
 * (and all below them, which lose their ceiling) are only listed, unless `proceed`: then they end
 * at the same moment.
 */
async function accept(trx: Kysely<Tables>, brand: Brand, row: ContractRow, proceed: boolean): Promise<Outcome> {
  const start = await periodBoundary(trx, brand, row);
  const given = await contractRows(trx)
    .where('c.upline_id', '=', row.downline_id)
    .where('c.kind', '=', row.kind)
    .where((eb) => eb.or([eb('c.status', '=', 'pending'), eb.and([eb('c.status', '=', 'accepted'), eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', start)])])]))
    .execute();
  const broken = given.filter((c) => !withinCeiling(row.kind, c.terms, row.terms));
  const breaks = await withEverythingBelow(trx, row.kind, broken, start);
  if (breaks.length > 0 && !proceed) return { breaks: breaks.map(contractOf), changed: false };
  await trx
    .updateTable('contracts')
    .set({ ends_at: start, end_cause: 'replaced', termination_by: null })
    .where('downline_id', '=', row.downline_id)
    .where('kind', '=', row.kind)
    .where('status', '=', 'accepted')
    .where('ends_at', 'is', null)
    .execute();
  await trx
    .updateTable('contracts')
    .set({ status: 'accepted', starts_at: start, decided_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .execute();
  await tellParties(trx, brand, { ...row, starts_at: start }, 'contractAccepted', ['upline']);
  await endAll(trx, brand, breaks, start, 'contractBroken');
  return { breaks: breaks.map(contractOf), changed: true };
}

/** An end both sides agreed: at the end of the current period, with every contract of that kind below the downline. */
async function end(trx: Kysely<Tables>, brand: Brand, row: ContractRow): Promise<Outcome> {
  const at = await periodBoundary(trx, brand, row);
  await trx.updateTable('contracts').set({ ends_at: at, end_cause: 'terminated' }).where('id', '=', row.id).execute();
  await tellParties(trx, brand, { ...row, ends_at: at }, 'contractEnded', ['upline', 'downline']);
  const below = await contractRows(trx)
    .where('c.upline_id', '=', row.downline_id)
    .where('c.kind', '=', row.kind)
    .where((eb) => eb.or([eb('c.status', '=', 'pending'), eb.and([eb('c.status', '=', 'accepted'), eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', at)])])]))
    .execute();
  await endAll(trx, brand, await withEverythingBelow(trx, row.kind, below, at), at, 'contractBroken');
  return { breaks: [], changed: true };
}

/**
 * A member's contracts with its upline ended without its say (the console moved it): what it gave
 * of those kinds has nothing above it now, so they end at `at` too, with every one below them, each
 * party told. Resolves to how many ended.
 */
export async function endGivenBelow(trx: Kysely<Tables>, brand: Brand, memberId: string, kinds: readonly ContractKind[], at: Date): Promise<number> {
  let ended = 0;
  for (const kind of kinds) {
    const given = await contractRows(trx)
      .where('c.upline_id', '=', memberId)
      .where('c.kind', '=', kind)
      .where((eb) => eb.or([eb('c.status', '=', 'pending'), eb.and([eb('c.status', '=', 'accepted'), eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', at)])])]))
      .execute();
    const rows = await withEverythingBelow(trx, kind, given, at);
    await endAll(trx, brand, rows, at, 'contractBroken');
    ended += rows.length;
  }
  return ended;
}

/** The contracts given, and every open contract of the kind given below their downlines, down the tree. */
async function withEverythingBelow(trx: Kysely<Tables>, kind: ContractKind, top: ContractRow[], at: Date): Promise<ContractRow[]> {
  if (top.length === 0) return [];
  const ids = await sql<{ id: string }>`
    with recursive below (id, downline_id) as (
      select id, downline_id from contracts where id in (${sql.join(top.map((c) => c.id))})
      union
      select c.id, c.downline_id from contracts c join below b on c.upline_id = b.downline_id
      where c.kind = ${kind} and (c.status = 'pending' or (c.status = 'accepted' and (c.ends_at is null or c.ends_at > ${at})))
    )
    select id from below`.execute(trx);
  return contractRows(trx)
    .where(
      'c.id',
      'in',
      ids.rows.map((r) => r.id),
    )
    .orderBy('c.id')
    .execute();
}

/** Ends contracts whose upline's terms no longer cover them: an offer at once, one accepted when `at` comes (never in force if it had not started). */
async function endAll(trx: Kysely<Tables>, brand: Brand, rows: ContractRow[], at: Date, news: ContractNews): Promise<void> {
  for (const c of rows) {
    if (c.status === 'pending' || (c.starts_at !== null && new Date(c.starts_at) >= at)) {
      await trx
        .updateTable('contracts')
        .set({ status: 'terminated', end_cause: 'rateBroken', decided_at: sql<Date>`now()` })
        .where('id', '=', c.id)
        .execute();
    } else {
      await trx.updateTable('contracts').set({ ends_at: at, end_cause: 'rateBroken', termination_by: null }).where('id', '=', c.id).execute();
    }
    await tellParties(trx, brand, { ...c, ends_at: at }, news, ['upline', 'downline']);
  }
}
