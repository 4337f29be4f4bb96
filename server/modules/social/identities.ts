import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { SocialProvider } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { admitted } from '../../lib/admit';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { accountNameBase, accountNameCandidates } from './accountName';
import { providerName } from './providers';

/** A social account's password hash: no hash at all, so no password ever matches it (as a trial account's). */
export const NO_PASSWORD = '!social';

/** What the ID token says about who signed in, once openid-client has checked it. */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  /** When the player last proved who they are at the provider (seconds), if it says. */
  auth_time?: unknown;
}

/** What `admit` reads of a member. */
export const entrantColumns = ['type', 'locked', 'must_change_password', 'password_changed_at', 'password_expires_at'] as const;

/** A second callback for the same new provider account got there first: its account is the one. */
class LostRace extends Error {}

/**
 * The member a provider account signs in, made or linked on its first sign-in:
 * - known (brand, provider, subject): its member, if `admit` lets it in by this way (a locked account: ACCOUNT_LOCKED);
 * - first sign-in of a visitor who was signed in when it started: linked to that account, which may
 *   hold one account of each provider (SOCIAL_ALREADY_LINKED), and which `admit` lets in by it;
 * - else a new player account named after the e-mail address or the name, with no password.
 * Never matched by e-mail address: an address another provider vouches for is not proof of owning
 * an account here.
 */
export async function memberForIdentity(db: Kysely<Tables>, brandId: string, provider: SocialProvider, claims: ProviderClaims, startedBy: string | null): Promise<string> {
  const known = await linkedMember(db, brandId, provider, claims.sub);
  if (known) return known;
  const email = claims.email_verified === true && typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email : null;
  try {
    if (startedBy) return await link(db, brandId, provider, claims.sub, email, startedBy);
    return await createAccount(db, brandId, provider, claims, email);
  } catch (err) {
    if (!(err instanceof LostRace)) throw err;
    const winner = await linkedMember(db, brandId, provider, claims.sub);
    if (!winner) throw err;
    return winner;
  }
}

async function linkedMember(db: Kysely<Tables>, brandId: string, provider: SocialProvider, subject: string): Promise<string | undefined> {
  const row = await db
    .updateTable('social_identities')
    .set({ last_used_at: new Date() })
    .where('brand_id', '=', brandId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .returning('member_id')
    .executeTakeFirst();
  if (!row) return undefined;
  admitted(await db.selectFrom('members').select(entrantColumns).where('id', '=', row.member_id).executeTakeFirstOrThrow(), { by: 'social' });
  return String(row.member_id);
}

async function link(db: Kysely<Tables>, brandId: string, provider: SocialProvider, subject: string, email: string | null, memberId: string): Promise<string> {
  const member = await db.selectFrom('members').select(entrantColumns).where('id', '=', memberId).where('brand_id', '=', brandId).executeTakeFirst();
  if (!member) throw apiError('SOCIAL_CODE_INVALID');
  admitted(member, { by: 'social' });
  try {
    await db.insertInto('social_identities').values({ brand_id: brandId, provider, subject, member_id: memberId, email }).execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Either this subject was linked meanwhile (the race), or the account already has another of this provider's.
    if (await db.selectFrom('social_identities').select('member_id').where('brand_id', '=', brandId).where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst()) throw new LostRace();
    throw apiError('SOCIAL_ALREADY_LINKED');
  }
  return memberId;
}

async function createAccount(db: Kysely<Tables>, brandId: string, provider: SocialProvider, claims: ProviderClaims, email: string | null): Promise<string> {
  const base = accountNameBase(email ?? undefined, typeof claims.name === 'string' ? claims.name : undefined);
  return db.transaction().execute(async (trx) => {
    let memberId: string | undefined;
    for (const account of accountNameCandidates(base)) {
      const row = await trx
        .insertInto('members')
        .values({ brand_id: brandId, account, password_hash: NO_PASSWORD, email, type: 0, created_by: 'social' })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) {
        memberId = String(row.id);
        break;
      }
    }
    // Every name taken, the last with twelve random digits: not met in practice, and not a 500 if it is.
    if (!memberId) throw apiError('ACCOUNT_TAKEN');
    const linked = await trx
      .insertInto('social_identities')
      .values({ brand_id: brandId, provider, subject: claims.sub, member_id: memberId, email })
      .onConflict((oc) => oc.doNothing())
      .returning('member_id')
      .executeTakeFirst();
    // Rolls the new account back: the other callback's account is the one.
    if (!linked) throw new LostRace();
    return memberId;
  });
}

/** When the member's account was linked to each provider it is linked to. */
export async function linksOf(db: Kysely<Tables>, brandId: string, memberId: string): Promise<Map<SocialProvider, Date>> {
  const rows = await db.selectFrom('social_identities').select(['provider', 'created_at']).where('brand_id', '=', brandId).where('member_id', '=', memberId).execute();
  return new Map(rows.map((r) => [r.provider, new Date(r.created_at)]));
}

/** What signs in to an account besides its links, as the brand stands now. */
export interface OtherWaysIn {
  /** The providers a visitor can sign in with now: a link to another one counts only then. */
  readyProviders: readonly SocialProvider[];
  /** Sign-in by SMS code is on (VERIFICATION3): a bound mobile number, confirmed by its owner, counts only then. */
  smsSignIn: boolean;
}

/**
 * Removes the member's link to `provider`, unless the account would be left with no way in:
 * no password (a social account's or a trial account's hash starts with '!'), no link to another
 * provider the brand offers now, no bound mobile number while sign-in by SMS code is on
 * (SOCIAL_LAST_WAY_IN). The member's row is locked first, so of two unlinks of an account's last
 * two links at once the second sees the first's outcome and is refused: a lone DELETE … WHERE
 * EXISTS would not do, as each would read the other's row from its own snapshot.
 */
export async function unlink(db: Kysely<Tables>, brandId: string, memberId: string, provider: SocialProvider, ways: OtherWaysIn): Promise<void> {
  const params = { provider: providerName[provider] };
  await db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('members').select(['password_hash', 'mobile', 'mobile_confirmed']).where('id', '=', memberId).where('brand_id', '=', brandId).forUpdate().executeTakeFirst();
    if (!member) throw apiError('UNAUTHORIZED');
    const links = await trx.selectFrom('social_identities').select('provider').where('brand_id', '=', brandId).where('member_id', '=', memberId).execute();
    if (!links.some((l) => l.provider === provider)) throw apiError('SOCIAL_NOT_LINKED', params);
    const otherWay =
      !member.password_hash.startsWith('!') ||
      (ways.smsSignIn && member.mobile !== null && member.mobile_confirmed) ||
      links.some((l) => l.provider !== provider && ways.readyProviders.includes(l.provider));
    if (!otherWay) throw apiError('SOCIAL_LAST_WAY_IN', params);
    await trx.deleteFrom('social_identities').where('brand_id', '=', brandId).where('member_id', '=', memberId).where('provider', '=', provider).execute();
  });
}
