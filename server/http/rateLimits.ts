import type { Profile } from '../config';

/** At most `max` requests in `windowMs`; `growing`: each refused try doubles the wait (Retry-After). */
export interface Limit {
  max: number;
  windowMs: number;
  growing?: boolean;
}

/** Every limit the API applies, by what it counts. */
export interface RateLimits {
  /** Sign-in tries from one address, whatever account they name: password spraying from one machine. */
  signInPerAddress: Limit;
  /** Sign-in tries for one account name from one address, with growing waits: guessing one account. */
  signInPerAccount: Limit;
  /** Texts asked for from one address, both SMS calls together: pumping texts to numbers that pay. */
  smsPerAddress: Limit;
  /** Registrations from one address, by account name or by number together: mass-made accounts. */
  registerPerAddress: Limit;
  /** Password recovery from one address (by phone, by e-mail, and the link's reset): mail pumping and guessing. */
  recoveryPerAddress: Limit;
  /** Free-play trials from one address: each is an account and a session of its own. */
  freePlayPerAddress: Limit;
  /** Invitation-code checks from one address: walking the codes to find agents. */
  affiliatePerAddress: Limit;
  /** Google and Facebook sign-ins started or finished from one address. */
  socialPerAddress: Limit;
  /** Authenticator-app enrolment and its codes from one address (a wrong code also counts against the account). */
  totpPerAddress: Limit;
  /** Slider challenges asked for from one address: a bot asking for one after another. */
  sliderPerAddress: Limit;
  /** Calls of a signed-in member or operator that check the password again, per address and session: a session in the wrong hands guessing it. */
  passwordCheckPerAddress: Limit;
  /** Console sign-ins from one address, whatever name they give: spraying passwords at the operators' names. */
  opsSignInPerAddress: Limit;
  /** Captcha pictures drawn for one address: each is drawn on the server and kept in the database until used. */
  captchaPerAddress: Limit;
  /** Pictures sent (the avatar, a deposit's or a withdrawal's proof, the console's media), per address and session: bodies of megabytes the server reads, checks and keeps. */
  uploadsPerAddress: Limit;
  /** Applications to become an agent sent from one address: each is a row support must read. */
  agentApplicationPerAddress: Limit;
  /** Feedback sent (decision 0321), per member, or per address for a visitor: each is a row support must read, with up to three pictures. */
  feedbackPerSender: Limit;
  /** Chat messages written (decision 0329), per member, or per address for a visitor: each reaches an operator at once. */
  chatPerSender: Limit;
  /** Deposits opened and withdrawals asked for, per address and session: each is a row the payments desk must look at. */
  moneyRequestsPerAddress: Limit;
  /** Every call of one session from one address, whatever it is: a script driving a signed-in account (transfers back and forth, favourites, rounds). */
  callsPerSession: Limit;
  /** Every call without a session from one address: a flood of the open calls. Room for a carrier's NAT, a crowd behind one address. */
  callsPerAddress: Limit;
}

const minute = 60_000;

/**
 * The numbers. An address can be a mobile carrier's NAT, shared by many players, so the per-address
 * limits leave room for a crowd; one account from one address is held tight, and waits double
 * while it keeps trying. Guessing one account from many addresses is what the captcha stops
 * (after three wrong passwords, docs/decisions/0029-captcha-on-login.md), so no limit counts an account alone: that one
 * would let anyone shut its owner out.
 */
const live: RateLimits = {
  signInPerAddress: { max: 50, windowMs: 15 * minute },
  signInPerAccount: { max: 10, windowMs: 15 * minute, growing: true },
  smsPerAddress: { max: 10, windowMs: 60 * minute },
  registerPerAddress: { max: 10, windowMs: 60 * minute },
  recoveryPerAddress: { max: 20, windowMs: 60 * minute },
  freePlayPerAddress: { max: 20, windowMs: 60 * minute },
  affiliatePerAddress: { max: 60, windowMs: 15 * minute },
  socialPerAddress: { max: 30, windowMs: 15 * minute },
  totpPerAddress: { max: 30, windowMs: 15 * minute },
  sliderPerAddress: { max: 60, windowMs: 15 * minute },
  passwordCheckPerAddress: { max: 30, windowMs: 15 * minute },
  opsSignInPerAddress: { max: 30, windowMs: 15 * minute },
  captchaPerAddress: { max: 120, windowMs: 15 * minute },
  uploadsPerAddress: { max: 30, windowMs: 60 * minute },
  moneyRequestsPerAddress: { max: 30, windowMs: 60 * minute },
  agentApplicationPerAddress: { max: 5, windowMs: 60 * minute },
  feedbackPerSender: { max: 5, windowMs: 60 * minute },
  chatPerSender: { max: 30, windowMs: minute },
  callsPerSession: { max: 600, windowMs: minute },
  callsPerAddress: { max: 3000, windowMs: minute },
};

/**
 * The test profile's: the live windows with room for the browser tests, which sign in, register and
 * ask for codes hundreds of times from 127.0.0.1 within minutes. tests/api/rateLimits.test.ts runs the live numbers.
 */
const roomy = Object.fromEntries(Object.entries(live).map(([name, limit]) => [name, { ...limit, max: 100_000 }])) as unknown as RateLimits;

export function rateLimitsFor(profile: Profile): RateLimits {
  return profile === 'test' ? roomy : live;
}
