import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { SocialProvider } from '../../../src/generated/types';
import { newToken, tokenHash } from '../../lib/tokens';

/** Time at the provider, from the press of the button to the callback: a login and perhaps a consent. */
const FLOW_MS = 10 * 60_000;
/** Time from the callback to the site's exchange of the code: one page load. */
const CODE_MS = 60_000;
/** How long a code waits for the new-device check: an SMS code lives five minutes too. */
const CHECK_MS = 5 * 60_000;

export interface NewSignIn {
  brandId: string;
  provider: SocialProvider;
  state: string;
  binding: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnPath: string;
  startedBy: string | null;
}

/** Keeps a started sign-in for the callback; sign-ins whose time is up, of every brand, are removed on the way. */
export async function saveSignIn(db: Kysely<Tables>, s: NewSignIn): Promise<void> {
  await db.deleteFrom('social_sign_ins').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('social_sign_ins')
    .values({
      brand_id: s.brandId,
      provider: s.provider,
      state_hash: tokenHash(s.state),
      binding_hash: tokenHash(s.binding),
      code_verifier: s.codeVerifier,
      nonce: s.nonce,
      redirect_uri: s.redirectUri,
      return_path: s.returnPath,
      started_by: s.startedBy,
      expires_at: new Date(Date.now() + FLOW_MS),
    })
    .execute();
}

/**
 * Spends a state: the sign-in it started, once, while its time lasts, for the brand and provider
 * whose callback it came back to; undefined for a state unknown, used, expired or sent elsewhere.
 */
export async function takeState(db: Kysely<Tables>, brandId: string, provider: SocialProvider, state: string) {
  return db
    .updateTable('social_sign_ins')
    .set({ state_hash: null })
    .where('state_hash', '=', tokenHash(state))
    .where('brand_id', '=', brandId)
    .where('provider', '=', provider)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'code_verifier', 'nonce', 'redirect_uri', 'return_path', 'started_by'])
    .executeTakeFirst();
}

export type Outcome = { memberId: string } | { errorCode: string };

/**
 * Puts the outcome of the provider's answer where the site's exchange finds it, and answers the
 * one-time code for it. The verifier and nonce are dropped: they served once. A callback with no
 * sign-in of its own (an unknown state) gets a row of its own, bound to no page, carrying the refusal only.
 */
export async function settleSignIn(db: Kysely<Tables>, signIn: { id: string } | { brandId: string; provider: SocialProvider }, outcome: Outcome): Promise<string> {
  const code = newToken();
  const values = {
    code_hash: tokenHash(code),
    member_id: 'memberId' in outcome ? outcome.memberId : null,
    error_code: 'errorCode' in outcome ? outcome.errorCode : null,
    code_verifier: null,
    nonce: null,
    expires_at: new Date(Date.now() + CODE_MS),
  };
  if ('id' in signIn) await db.updateTable('social_sign_ins').set(values).where('id', '=', signIn.id).execute();
  else await db.insertInto('social_sign_ins').values({ ...values, brand_id: signIn.brandId, provider: signIn.provider }).execute();
  return code;
}

/** What a one-time code stands for, without using it up: the finish checks first, then takes it. */
export function peekCode(db: Kysely<Tables>, brandId: string, code: string) {
  return db
    .selectFrom('social_sign_ins')
    .select(['provider', 'binding_hash', 'member_id', 'error_code'])
    .where('code_hash', '=', tokenHash(code))
    .where('brand_id', '=', brandId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** A code waiting for the new-device check's second step: time to read an app or a text. */
export async function holdCode(db: Kysely<Tables>, brandId: string, code: string): Promise<void> {
  await db
    .updateTable('social_sign_ins')
    .set({ expires_at: new Date(Date.now() + CHECK_MS) })
    .where('code_hash', '=', tokenHash(code))
    .where('brand_id', '=', brandId)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

/** Uses a one-time code up, whoever presents it: the outcome it stands for, or undefined when it is unknown, used or expired. */
export async function takeCode(db: Kysely<Tables>, brandId: string, code: string) {
  return db
    .deleteFrom('social_sign_ins')
    .where('code_hash', '=', tokenHash(code))
    .where('brand_id', '=', brandId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['provider', 'binding_hash', 'member_id', 'error_code'])
    .executeTakeFirst();
}
