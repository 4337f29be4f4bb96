import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { PromotionCard } from '../../../src/generated/types';
import { translate, type Language } from '../../i18n';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { envelopeOffers, raffleOffers } from '../reward/index';
import { missionPeriods } from '../mission/index';
import { envelopeStatus, missionsStatus, raffleStatus } from './offerStatus';

type Offer = Pick<PromotionCard, 'id' | 'kind' | 'title' | 'startsAt' | 'endsAt' | 'status'> & Partial<Pick<PromotionCard, 'envelope' | 'raffle' | 'missions'>>;

/** A card of no promotion: what a bonus has (a percent, a turnover) it has not; its own part says what it offers. */
const cardOf = (o: Offer): PromotionCard => ({
  summary: '',
  image: null,
  percent: null,
  cap: null,
  minDeposit: '0.00',
  amount: null,
  contact: null,
  turnoverMultiplier: 0,
  blocked: null,
  envelope: null,
  raffle: null,
  missions: null,
  ...o,
});

/**
 * The cards the promotions page shows after the promotions (decision 0279): the reward centre's red
 * envelopes and raffles while REWCEN3 is on, and the brand's missions per period while MISSION3 is
 * on, each with its status for the reader. Ids hold a dot, which no promotion's may: `envelope.<id>`,
 * `raffle.<id>`, `missions.<period>`. A statement a kind.
 */
export async function offerCards(db: Kysely<Tables>, brand: Brand, lang: Language, memberId: string | null): Promise<PromotionCard[]> {
  const rewards = isModuleOn(brand.settings, 'REWCEN3');
  const [envelopes, raffles, missions] = await Promise.all([
    rewards ? envelopeOffers(db, brand, memberId, lang) : [],
    rewards ? raffleOffers(db, brand, memberId, lang) : [],
    isModuleOn(brand.settings, 'MISSION3') ? missionPeriods(db, brand, memberId) : [],
  ]);
  const now = Date.now();
  return [
    ...envelopes.map((e) =>
      cardOf({
        id: `envelope.${e.id}`,
        kind: 'redEnvelope',
        title: e.title,
        startsAt: e.opensAt,
        endsAt: e.closesAt,
        status: envelopeStatus(e.state),
        envelope: { minAmount: e.minAmount, maxAmount: e.maxAmount, minDepositToday: e.minDepositToday, claimedAmount: e.claimedAmount },
      }),
    ),
    ...raffles.map((r) =>
      cardOf({
        id: `raffle.${r.id}`,
        kind: 'raffle',
        title: r.title,
        startsAt: r.opensAt,
        endsAt: r.closesAt,
        status: raffleStatus(r, now),
        raffle: { game: r.kind, tickets: r.tickets, depositMin: r.depositMin, turnoverStep: r.turnoverStep, dailyMax: r.dailyMax },
      }),
    ),
    ...missions.map((m) =>
      cardOf({
        id: `missions.${m.period}`,
        kind: 'missions',
        title: translate(lang, `screens:offerMissions_${m.period}`),
        startsAt: m.startsAt,
        endsAt: m.endsAt,
        status: missionsStatus(m, memberId !== null),
        missions: { period: m.period, total: m.total, done: m.done, claimable: m.claimable },
      }),
    ),
  ];
}
