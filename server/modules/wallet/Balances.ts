import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { FreshCache } from '../../http/FreshCache';
import { spendableBalance } from './ledger';

/**
 * Balances as the logged-in bar reads them, from memory for at most a second: every wallet change,
 * in any process, evicts the member's copy at commit (NOTIFY `wallet:<id>`, migration 010). Money
 * never moves on this copy; the ledger reads and checks the database inside its transaction.
 */
export class Balances {
  private readonly cache = new FreshCache<string, bigint>(1000, 100_000);

  constructor(private readonly db: Kysely<Tables>) {}

  of(memberId: string): Promise<bigint> {
    return this.cache.get(memberId, () => spendableBalance(this.db, memberId));
  }

  forget(memberId: string): void {
    this.cache.evict(memberId);
  }

  forgetAll(): void {
    this.cache.clear();
  }
}
