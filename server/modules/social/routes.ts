import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { Tables } from '../../db/tables';
import type { Profile } from '../../config';
import type { Brand } from '../../brands/store';
import type { SocialProvider } from '../../../src/generated/types';
import { defineRoute } from '../../http/defineRoute';
import { ApiError, apiError, errorTable, type ErrorCode } from '../../errors';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { isTrialAccount } from '../../../src/engine/accountType';
import { newToken, tokenHash } from '../../lib/tokens';
import { newDeviceCheck, signInAs } from '../session/index';
import { OidcClients } from './OidcClients';
import { callbackCall, callbackPath, callbackQuery, isReady, providerModule, providerName, providerRow, providerScope, readyProviders, socialProviders } from './providers';
import { holdCode, peekCode, saveSignIn, settleSignIn, takeCode, takeState, type Outcome } from './signIns';
import { entrantColumns, memberForIdentity, type ProviderClaims } from './identities';
import { admitted } from '../../lib/admit';
import { providerAuthMaxAgeS, providerAuthTooOld } from './providerAuthAge';
import { signedInRecently } from '../../lib/confirmOwner';
import type { SmsSender } from '../verification/index';
import { accountKey } from '../../lib/tokens';

/**
 * Sign-in with Google and Facebook (GOOGLELOGIN3, FBLOGIN3) by OpenID Connect's authorization code
 * flow with PKCE, through openid-client: the site asks to start and sends the browser to the
 * provider; the provider sends it back to the callback here, which checks the answer, finds, links
 * or makes the account, and sends the browser on to the site with a one-time code in the address's
 * fragment; the site trades the code, with the binding only it holds, for a session. No token ever
 * travels in an address, and every refusal reaches the site as a translated answer of that trade.
 */
export function socialRoutes(app: FastifyInstance, { db, profile, sms }: { db: Kysely<Tables>; profile: Profile; sms: SmsSender }) {
  const devices = newDeviceCheck(db, sms);
  const clients = new OidcClients(profile !== 'production');

  /** The provider's module and client, or the refusal a visitor hears. */
  async function readyClient(brand: Brand, provider: SocialProvider) {
    if (!isModuleOn(brand.settings, providerModule[provider])) throw apiError('MODULE_DISABLED');
    const row = await providerRow(db, brand.id, provider);
    if (!row || !isReady(brand, row)) throw apiError('SOCIAL_NOT_CONFIGURED', { provider: providerName[provider] });
    return row;
  }

  defineRoute(app, 'social/providers', async ({ brand }) => ({ providers: await readyProviders(db, brand) }));

  defineRoute(app, 'social/start', async ({ req, brand, lang, input }) => {
    const { provider } = input;
    const row = await readyClient(brand, provider);
    const config = await clients.configFor(row).catch((err: unknown) => {
      req.log.warn({ err, provider }, 'social sign-in: the provider\'s discovery document could not be read');
      throw apiError('SOCIAL_PROVIDER_FAILED', { provider: providerName[provider] });
    });
    // Signed in (a real account, not one held for a password change): a first sign-in links to it.
    const signed = req.headers.authorization ? await app.sessions.read(req).catch(() => null) : null;
    const startedBy = signed && !isTrialAccount(signed.type) && !signed.mustChangePassword ? signed.id : null;
    // A link is a way in for good: a session left open on a shared screen may not add one, so the
    // member must have signed in within the last few minutes.
    if (startedBy !== null && !(await signedInRecently(db, signed!.tokenHash))) throw apiError('REAUTH_REQUIRED');
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const binding = newToken();
    const redirectUri = `${req.protocol}://${req.host}${callbackPath(provider)}`;
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: providerScope[provider],
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: lang,
      max_age: String(providerAuthMaxAgeS(brand)),
    });
    await saveSignIn(db, { brandId: brand.id, provider, state, binding, codeVerifier, nonce, redirectUri, returnPath: input.returnPath ?? '/', startedBy });
    return { url: url.href, binding };
  });

  /**
   * The provider's return (a call of the table marked `redirect`): a page the browser opens,
   * answered by a redirect to the site, never JSON. The site's closing, a blocked region and the
   * provider's module off are the route layer's gates; what they refuse, and what the answer
   * meets here, reaches the site the same way, as a refusal its POST social/finish translates.
   */
  for (const provider of socialProviders) {
    defineRoute(
      app,
      callbackCall[provider],
      async ({ req, brand, input }) => {
        const signIn = input.state ? await takeState(db, brand.id, provider, input.state) : undefined;
        let outcome: Outcome;
        try {
          if (!signIn) throw apiError('SOCIAL_STATE_INVALID');
          outcome = { memberId: await outcomeOf(req, provider, signIn, input.state!) };
        } catch (err) {
          if (!(err instanceof ApiError)) req.log.error({ err, provider }, 'social sign-in failed');
          outcome = { errorCode: err instanceof ApiError ? err.code : 'SOCIAL_PROVIDER_FAILED' };
        }
        return sendBack(brand, provider, signIn, outcome);
      },
      {
        // Refused before the handler took the state: it is taken here, so the page that started the sign-in hears why.
        refused: async ({ req, brand, error }) => {
          const state = callbackQuery(req).get('state');
          const signIn = state ? await takeState(db, brand.id, provider, state) : undefined;
          // A refusal whose message needs words of its own (a limit's minutes, a field's name) the site could not fill in.
          return sendBack(brand, provider, signIn, { errorCode: Object.keys(error.params).length ? 'SOCIAL_PROVIDER_FAILED' : error.code });
        },
      },
    );
  }

  /** Where the browser goes on to: the page that started the sign-in (else the home page), the outcome's one-time code in the fragment. */
  async function sendBack(brand: Brand, provider: SocialProvider, signIn: Awaited<ReturnType<typeof takeState>>, outcome: Outcome) {
    const code = await settleSignIn(db, signIn ?? { brandId: brand.id, provider }, outcome);
    return { location: `${signIn?.return_path ?? '/'}#social=${code}` };
  }

  /** The member the provider's answer signs in, after every check; an ApiError names the refusal. */
  async function outcomeOf(req: FastifyRequest, provider: SocialProvider, signIn: NonNullable<Awaited<ReturnType<typeof takeState>>>, state: string): Promise<string> {
    const brand = req.brand;
    const query = callbackQuery(req);
    const row = await readyClient(brand, provider);
    if (query.get('error') === 'access_denied') throw apiError('SOCIAL_CANCELLED');
    let claims: ProviderClaims | undefined;
    try {
      const config = await clients.configFor(row);
      const current = new URL(signIn.redirect_uri!);
      current.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: signIn.code_verifier!, expectedState: state, expectedNonce: signIn.nonce!, idTokenExpected: true });
      claims = tokens.claims();
      // A provider may leave the address out of the ID token and answer it at its userinfo
      // endpoint, for the same subject only (openid-client compares them).
      if (claims && claims.email === undefined && config.serverMetadata().userinfo_endpoint) claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    } catch (err) {
      req.log.warn({ err, provider }, 'social sign-in: the provider\'s answer was refused');
      throw apiError('SOCIAL_PROVIDER_FAILED');
    }
    if (!claims?.sub) throw apiError('SOCIAL_PROVIDER_FAILED');
    // A provider session older than the brand allows signs no one in here, even if the provider let it through.
    if (providerAuthTooOld(claims.auth_time, providerAuthMaxAgeS(brand))) {
      req.log.warn({ provider, authTime: claims.auth_time }, 'social sign-in: the provider authenticated the player too long ago');
      throw apiError('SOCIAL_PROVIDER_FAILED');
    }
    return memberForIdentity(db, brand.id, provider, claims, signIn.started_by === null ? null : String(signIn.started_by));
  }

  defineRoute(app, 'social/finish', async ({ req, brand, lang, input }) => {
    const found = await peekCode(db, brand.id, input.code);
    if (!found) throw apiError('SOCIAL_CODE_INVALID');
    // A refusal with no sign-in of its own (an unknown state) is bound to no page; anything else only
    // to the one that started it. A try from another page spends the code: a code seen elsewhere is dead.
    if (found.binding_hash !== null && found.binding_hash !== tokenHash(input.binding ?? '')) {
      await takeCode(db, brand.id, input.code);
      throw apiError('SOCIAL_CODE_INVALID');
    }
    const params = { provider: providerName[found.provider] };
    if (found.error_code !== null) {
      await takeCode(db, brand.id, input.code);
      throw apiError(found.error_code in errorTable ? (found.error_code as ErrorCode) : 'SOCIAL_PROVIDER_FAILED', params);
    }
    const member = await db.selectFrom('members').select(['id', 'account', 'last_login_at', ...entrantColumns]).where('id', '=', found.member_id!).where('brand_id', '=', brand.id).executeTakeFirst();
    if (!member) throw apiError('SOCIAL_CODE_INVALID');
    // Asked again: the account may have been locked since the callback.
    const admission = admitted(member, { by: 'social' });
    // The provider vouched for one factor: a new device or network meets the brand's check, and the
    // member's own authenticator app, as a password sign-in does (ASVS 6.3.4, 6.8.4). The code waits
    // for the second step, kept a few minutes longer, and is spent only once the check passed.
    await devices.pass({ brand, lang, member: { id: String(member.id) }, accountKey: accountKey(member.account), deviceId: input.deviceId, ip: req.ip, otp: input.otp }).catch(async (err: unknown) => {
      if (err instanceof ApiError && err.code === 'VERIFICATION_REQUIRED') await holdCode(db, brand.id, input.code);
      throw err;
    });
    if (!(await takeCode(db, brand.id, input.code))) throw apiError('SOCIAL_CODE_INVALID');
    // No password was used, so none is asked to change (SPEC §6 opens the forced change for a password sign-in only).
    return signInAs(db, brand, { ...member, id: String(member.id) }, admission, { replaces: req.headers.authorization });
  });
}
