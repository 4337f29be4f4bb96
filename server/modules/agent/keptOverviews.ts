import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { TeamOverview } from '../../../src/generated/types';
import type { DayPeriod } from '../../../src/engine/dayRange';
import { FreshCache } from '../../http/FreshCache';
import { teamOverview } from './teamFigures';

/** How long an overview is kept: the page says when its figures were read (decision 0309). */
export const OVERVIEW_KEPT_MS = 60_000;

/**
 * Agents' overviews kept a minute each (decision 0309): a large team's month is a scan of
 * thousands of members' days, and an agent's page asks it again on every visit and focus, as do a
 * team's agents at the start of a day. Concurrent asks for one overview share one read.
 */
export class KeptOverviews {
  private readonly kept = new FreshCache<string, TeamOverview>(OVERVIEW_KEPT_MS, 10_000);

  constructor(private readonly db: Kysely<Tables>) {}

  /** Every copy dropped: the database was put back or changed wholesale (the `all` notice), or notices may have been missed. */
  forgetAll(): void {
    this.kept.clear();
  }

  get(brand: Brand, agentId: string, period: DayPeriod): Promise<TeamOverview> {
    return this.kept.get(`${brand.id}:${agentId}:${period.from}:${period.to}`, () => teamOverview(this.db, brand, agentId, period));
  }
}
