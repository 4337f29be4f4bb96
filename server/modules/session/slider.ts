import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { apiError } from '../../errors';
import { accountRules } from '../../lib/accountRules';
import type { SliderAnswer, SliderChallenge } from '../../../src/generated/types';

/**
 * The slider's rules (docs/decisions/0030-slider-before-sign-in-and-registration.md). The gap is never near the
 * handle's start, so an answer left where the handle began is wrong.
 */
export const SLIDER = {
  lowestTarget: 20,
  highestTarget: 95,
  /** How far from the gap, on the 0–100 track, the handle may stop: about a finger's width on a phone's track. */
  tolerance: 4,
  /** A person's drag takes longer than this; a script that sets the handle at once does not. */
  minDragMs: 300,
  ttlMs: 2 * 60_000,
  /** A right password whose sign-in asks for a second step (a new device's code) keeps its answer this long for it. */
  secondStepMs: 10 * 60_000,
  /** The drag is timed in the browser and the wait since issue on the server; this much apart is lag, not a lie. */
  clockSlackMs: 1000,
} as const;

export const sliderAsked = (brand: Brand) => accountRules(brand).sliderChallenge;

/** A new challenge for the brand, or word that it asks for none; expired ones are dropped on the way. */
export async function issueSlider(db: Kysely<Tables>, brand: Brand): Promise<SliderChallenge> {
  if (!sliderAsked(brand)) return { required: false };
  await db.deleteFrom('slider_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  const id = randomUUID();
  const target = randomInt(SLIDER.lowestTarget, SLIDER.highestTarget + 1);
  await db
    .insertInto('slider_challenges')
    .values({ id, brand_id: brand.id, target, expires_at: sql<Date>`now() + ${`${SLIDER.ttlMs} milliseconds`}::interval` })
    .execute();
  return { required: true, id, target, tolerance: SLIDER.tolerance, expiresInSeconds: SLIDER.ttlMs / 1000 };
}

/**
 * Judges an answer when the brand asks for the slider, or throws the reason it is refused. The
 * challenge is spent by the same statement that reads it, whatever the verdict, so parallel tries
 * with one id get one judgement between them, and a wrong position cannot be tried again.
 * `accountKey`: the sign-in's account, for a challenge handed back to it (handBackSlider).
 */
export async function passSlider(db: Kysely<Tables>, brand: Brand, answer: SliderAnswer | undefined, accountKey: string | null): Promise<void> {
  if (!sliderAsked(brand)) return;
  if (!answer) throw apiError('SLIDER_REQUIRED', {}, 'slider');
  const row = await db
    .updateTable('slider_challenges')
    .set({ used: true })
    .where('id', '=', answer.id)
    .where('brand_id', '=', brand.id)
    .where('used', '=', false)
    .where((eb) => (accountKey === null ? eb('account_key', 'is', null) : eb.or([eb('account_key', 'is', null), eb('account_key', '=', accountKey)])))
    .returning([
      'target',
      sql<boolean>`expires_at > now()`.as('live'),
      sql<number>`(extract(epoch from now() - issued_at) * 1000)::float8`.as('elapsedMs'),
    ])
    .executeTakeFirst();
  // Unknown, another brand's, another account's, or spent: one answer, as telling them apart helps nobody.
  if (!row) throw apiError('SLIDER_INVALID', {}, 'slider');
  if (!row.live || answer.dragMs > SLIDER.ttlMs) throw apiError('SLIDER_EXPIRED', {}, 'slider');
  const elapsedMs = Number(row.elapsedMs);
  if (answer.dragMs < SLIDER.minDragMs || elapsedMs < SLIDER.minDragMs) throw apiError('SLIDER_TOO_FAST', {}, 'slider');
  // A drag longer than the challenge has existed was never made.
  if (answer.dragMs > elapsedMs + SLIDER.clockSlackMs) throw apiError('SLIDER_WRONG', {}, 'slider');
  if (Math.abs(answer.position - row.target) > SLIDER.tolerance) throw apiError('SLIDER_WRONG', {}, 'slider');
}

/**
 * After a right password whose sign-in still needs a second step, the answer the first step spent
 * is good once more, for this account only, so the second step is sent as the first was. Whoever
 * gets here knew the password: it opens no guessing.
 */
export async function handBackSlider(db: Kysely<Tables>, brand: Brand, answer: SliderAnswer | undefined, accountKey: string): Promise<void> {
  if (!sliderAsked(brand) || !answer) return;
  await db
    .updateTable('slider_challenges')
    .set({ used: false, account_key: accountKey, expires_at: sql<Date>`now() + ${`${SLIDER.secondStepMs} milliseconds`}::interval` })
    .where('id', '=', answer.id)
    .where('brand_id', '=', brand.id)
    .execute();
}

/** The gap of a challenge, for the test profile's /dev/challenges/<id>. */
export async function sliderTarget(db: Kysely<Tables>, id: string): Promise<number | null> {
  const row = await db.selectFrom('slider_challenges').select('target').where('id', '=', id).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  return row?.target ?? null;
}
