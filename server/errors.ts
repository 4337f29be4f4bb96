// Every error the API answers with: its code and its HTTP status. Its message is the locale key
// errors:<code in lower case> (locales/<lang>/errors.json), which the locale test checks in both languages. Handlers throw `apiError(code)`; nothing else picks a status.
import type { ErrorEnvelope } from '../src/generated/types';

export const errorTable = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  ACCOUNT_LOCKED: 403,
  ONE_TIME_PASSWORD_EXPIRED: 403,
  OLD_PASSWORD_WRONG: 400,
  // Signing devices out from an account without a password: a fresh sign-in stands in for it.
  REAUTH_REQUIRED: 403,
  // A change that needs the password, asked of an account that has none yet.
  PASSWORD_FIRST: 403,
  // Support may not let a one-time password stand as the lasting one.
  ONE_TIME_PASSWORD_PENDING: 409,
  PASSWORD_CHANGE_REQUIRED: 403,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_WRONG: 400,
  // The brand's slider before a sign-in by account name or a registration (accounts.sliderChallenge).
  SLIDER_REQUIRED: 400,
  SLIDER_INVALID: 400,
  SLIDER_EXPIRED: 400,
  SLIDER_WRONG: 400,
  SLIDER_TOO_FAST: 400,
  BAD_ENCRYPTION: 400,
  SEALED_BODY_STALE: 400,
  SEALED_BODY_REPLAYED: 409,
  FIELD_INVALID: 400,
  ACCOUNT_TAKEN: 409,
  MOBILE_TAKEN: 409,
  MOBILE_INVALID: 400,
  // The security centre's confirmation of the account's own number.
  MOBILE_NONE: 400,
  MOBILE_ALREADY_CONFIRMED: 409,
  INVITATION_INVALID: 400,
  SMS_CODE_WRONG: 400,
  SMS_TOO_SOON: 429,
  SMS_UNAVAILABLE: 503,
  SMS_COUNTRY_REFUSED: 400,
  SMS_DAILY_LIMIT: 429,
  MAIL_UNAVAILABLE: 503,
  RESET_LINK_INVALID: 400,
  REMEMBER_EXPIRED: 401,
  // SPEC §6: the agent sign-in takes agents only, the player site members only.
  NOT_AGENT: 403,
  NOT_MEMBER: 403,
  // A password sign-in from a new device or network (brand accounts.newDeviceCheck), and the authenticator app.
  VERIFICATION_REQUIRED: 401,
  TOTP_CODE_WRONG: 400,
  TOTP_LOCKED: 429,
  TOTP_ALREADY_ON: 409,
  TOTP_NOT_STARTED: 409,
  TOTP_NOT_ON: 409,
  // Support replacing a member's lost factor (ASVS 6.4.4, server/modules/ops/identityProof.ts).
  IDENTITY_PROOF_REQUIRED: 400,
  IDENTITY_NO_MOBILE: 409,
  IDENTITY_CODE_WRONG: 400,
  IDENTITY_BY_DOCUMENT_ADMIN: 403,
  // Sign-in with Google and Facebook (server/modules/social).
  SOCIAL_NOT_CONFIGURED: 403,
  SOCIAL_STATE_INVALID: 400,
  SOCIAL_CANCELLED: 400,
  SOCIAL_PROVIDER_FAILED: 400,
  SOCIAL_CODE_INVALID: 400,
  SOCIAL_ALREADY_LINKED: 409,
  SOCIAL_NOT_LINKED: 409,
  SOCIAL_LAST_WAY_IN: 409,
  SOCIAL_ISSUER_INVALID: 400,
  MODULE_DISABLED: 403,
  TOO_MANY_REQUESTS: 429,
  OPS_SIGN_IN_FAILED: 401,
  OPS_SIGN_IN_TOO_SOON: 429,
  ROLE_FORBIDDEN: 403,
  OPS_PASSWORD_CHANGE_REQUIRED: 403,
  OPERATOR_TAKEN: 409,
  OPS_NOT_SELF: 409,
  OPS_ONE_TIME_PASSWORD_EXPIRED: 403,
  CONFIG_INVALID: 400,
  NOTHING_TO_PUBLISH: 409,
  MERCHANT_MISMATCH: 403,
  REGION_BLOCKED: 403,
  MAINTENANCE: 503,
  NOT_FOUND: 404,
  INSUFFICIENT_FUNDS: 409,
  // A lottery issue past its close, or drawn; a number whose stakes of the issue reached the brand's cap.
  LOTTERY_CLOSED: 409,
  LOTTERY_NUMBER_FULL: 409,
  // A cancel of an issue drawn or cancelled before: its bets were settled or refunded once already.
  LOTTERY_ISSUE_NOT_OPEN: 409,
  LOTTERY_GAME_NOT_FOUND: 404,
  LOTTERY_ISSUE_NOT_FOUND: 404,
  // An issue's seed stays secret until it is drawn (decision 0310).
  LOTTERY_NOT_DRAWN: 409,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  REAL_ACCOUNT_REQUIRED: 403,
  AMOUNT_INVALID: 400,
  VENDOR_UNKNOWN: 404,
  GAME_NOT_FOUND: 404,
  DEMO_UNAVAILABLE: 403,
  ROUND_TOO_SOON: 429,
  BET_INVALID: 400,
  CHANNEL_UNKNOWN: 404,
  AMOUNT_BELOW_MIN: 400,
  AMOUNT_ABOVE_MAX: 400,
  DAILY_LIMIT_REACHED: 409,
  DEPOSIT_EXPIRED: 409,
  DEPOSIT_NOT_OPEN: 409,
  TRANSACTION_ID_TAKEN: 409,
  DEPOSIT_DECIDED: 409,
  REFERRAL_NOT_HELD: 409,
  SETTLEMENT_NOT_HELD: 409,
  SETTLEMENT_NOT_PAID: 409,
  PERIOD_NOT_CLOSED: 409,
  ENVELOPE_NOT_OPEN: 409,
  ENVELOPE_CLAIMED: 409,
  ENVELOPE_EMPTY: 409,
  ENVELOPE_DEPOSIT_FIRST: 403,
  RAFFLE_NOT_OPEN: 409,
  RAFFLE_NO_TICKET: 409,
  RAFFLE_SOLD_OUT: 409,
  REAL_NAME_SET: 409,
  REAL_NAME_REQUIRED: 409,
  PAYEE_NAME_MISMATCH: 400,
  PAYOUT_ACCOUNT_INVALID: 400,
  PAYOUT_KIND_NOT_OFFERED: 400,
  PAYOUT_ACCOUNT_TAKEN: 409,
  TOO_MANY_PAYOUT_ACCOUNTS: 409,
  UNDER_AGE: 400,
  // A member's picture (PROFPIC3), judged by its bytes.
  AVATAR_TYPE: 415,
  AVATAR_TOO_LARGE: 413,
  AVATAR_TOO_MANY_PIXELS: 400,
  PAYMENT_PASSWORD_NOT_SET: 409,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_LOCKED: 429,
  // A run or a repeat of digits (123456, 111111): the first a stranger tries.
  PAYMENT_PASSWORD_GUESSABLE: 400,
  WITHDRAWALS_TODAY_USED: 409,
  WITHDRAWAL_STATE: 409,
  IDEMPOTENCY_MISMATCH: 422,
  // The point mall (PTSYS3, decision 0260).
  POINTS_NOT_ENOUGH: 409,
  POINTS_BELOW_MIN: 400,
  POINTS_NOT_CONVERTIBLE: 409,
  REWARD_OUT_OF_STOCK: 409,
  REDEMPTION_DECIDED: 409,
  // The seamless-wallet calls a vendor's server makes (server/modules/vendor).
  SIGNATURE_REQUIRED: 401,
  SIGNATURE_INVALID: 401,
  SIGNATURE_STALE: 401,
  VENDOR_NOT_CONNECTED: 401,
  GAME_SESSION_INVALID: 401,
  VENDOR_BET_UNKNOWN: 404,
  VENDOR_BET_ROLLED_BACK: 409,
  VENDOR_BET_SETTLED: 409,
  // A mission's reward (MISSION3): claimed once, when complete.
  MISSION_NOT_COMPLETE: 409,
  MISSION_CLAIMED: 409,
  PROMO_CLOSED: 409,
  PROMO_NOT_ELIGIBLE: 409,
  PROMO_TAKEN: 409,
  PROMO_NO_DEPOSIT: 409,
  PROMO_CONTACT_REQUIRED: 400,
  BONUS_ACTIVE: 409,
  BONUS_WITHDRAWAL_BLOCKED: 409,
  PROMO_WITHDRAWAL_PENDING: 409,
  BONUS_STAKE_TOO_HIGH: 409,
  PROMO_AMOUNT_ABOVE_CAP: 400,
  // A VIP ladder kept in order: thresholds rise with the level, a new level sits just above the top, only the top is removed.
  VIP_THRESHOLD_ORDER: 400,
  VIP_LEVEL_GAP: 400,
  VIP_LEVEL_NOT_TOP: 400,
  // A manual rebate (REBATE3) is claimed when there is something to pay that reaches the brand's minimum.
  REBATE_NOTHING: 409,
  REBATE_BELOW_MINIMUM: 409,
  // A member on a break from play (RG3, decision 0323): refused sign-in, deposits and a new account, told until when.
  PLAY_TIMED_OUT: 403,
  PLAY_EXCLUDED: 403,
  PLAY_EXCLUDED_FOREVER: 403,
  // An exclusion holds already: it is not shortened nor taken twice.
  PLAY_BREAK_HOLDING: 409,
  // An agent keeps a bounded number of registration links (decision 0277).
  LINK_LIMIT: 409,
  // Agents' contracts (decision 0283): terms that climb, offered down the tree within the offerer's own.
  CONTRACT_TIERS_ORDER: 400,
  CONTRACT_NOT_AGENT: 409,
  CONTRACT_NOT_DIRECT: 409,
  CONTRACT_NO_CEILING: 409,
  CONTRACT_ABOVE_CEILING: 409,
  CONTRACT_OFFER_OPEN: 409,
  CONTRACT_NOT_OPEN: 409,
  // A member moved under itself or its own team (the tree's trigger refuses it too, decision 0272).
  TREE_CYCLE: 409,
  // An application to become an agent (decision 0290): one waits already for the name or number; one decided already.
  APPLICATION_PENDING: 409,
  APPLICATION_DECIDED: 409,
  // Feedback (decision 0321) whose status no longer allows the desk's step: answered or closed already.
  FEEDBACK_DONE: 409,
  // A chat (decision 0329) another operator took first, or one closed already.
  CHAT_TAKEN: 409,
  CHAT_CLOSED: 409,
  // A member's own limits (RG3, decision 0322): a deposit or stake over one, a day above its week or month, a raise confirmed early or late, an operator's raise.
  LIMIT_REACHED: 409,
  LIMIT_ORDER: 400,
  LIMIT_NOT_DUE: 409,
  LIMIT_NOT_LOWER: 409,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorTable;

/** What a failure may carry beside its code and message: the fields the error envelope schema names for it. */
export type ErrorExtra = Pick<ErrorEnvelope, 'balance' | 'verification' | 'limit'>;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** The message's placeholders (e.g. `field`). */
    readonly params: Record<string, string> = {},
    /** The request field at fault, answered as `field`. */
    readonly field?: string,
    /** Answered in the envelope beside the message (a vendor's bet refused: the balance it was above; a sign-in's second step: the code it needs). */
    readonly extra: ErrorExtra = {},
    /** The message's locale key when not the code's own (see `apiErrorSaying`). */
    readonly wording?: `errors:${string}`,
  ) {
    super(code);
    this.status = errorTable[code];
  }
}

export const apiError = (code: ErrorCode, params?: Record<string, string>, field?: string, extra?: ErrorExtra) => new ApiError(code, params, field, extra);

/**
 * A code said in words of its own where it refuses something else than it was named for: clients
 * and tests keep reading the code, the person reads what fits (NOT_AGENT is the agent sign-in's
 * "Non-agents cannot log in", and an agent call's "This is for agents only").
 */
export const apiErrorSaying = (code: ErrorCode, wording: `errors:${string}`) => new ApiError(code, {}, undefined, {}, wording);

/** The locale key of an error's message. */
export const messageKey = (code: ErrorCode) => `errors:${code.toLowerCase()}`;
