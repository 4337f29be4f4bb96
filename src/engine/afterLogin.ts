import { todayOf } from './dayRange';

// SPEC §2.5 and §4: after a sign-in the after-login modal shows the brand's pop-up announcements
// (type PU) and, at a member's first sign-in, a welcome; "do not show again today" hides it for the
// rest of the brand's day in this browser (decision 0257).

/** The localStorage key of a brand's hidden day: one brand's choice never hides another's pop-ups. */
export const afterLoginHiddenKey = (brandId: string): string => `afterLoginHidden:${brandId}`;

/** The value kept when the box is ticked: today on the brand's calendar, YYYY-MM-DD. */
export const hiddenDayOf = (now: Date, timeZone: string): string => todayOf(now, timeZone);

/**
 * Whether the modal stays shut: the kept day is today in the brand's time zone. The brand's day,
 * not the device's: a phone set to another zone still sees the pop-ups again at the brand's
 * midnight, when its offers change. Anything else kept (an older day, a stray value) shows it.
 */
export const hiddenToday = (kept: string | null, now: Date, timeZone: string): boolean => kept !== null && kept === todayOf(now, timeZone);

export interface AfterLoginContent<A> {
  /** The member signs in for the first time: greet them and offer the first deposit. */
  welcome: boolean;
  announcements: A[];
}

/**
 * What the modal shows, or null when it does not open: hidden for today, or nothing to show. The
 * tick hides the whole modal, the welcome too: one modal, one promise to leave the member alone.
 */
export function afterLoginContent<A>(o: { firstTimeLogin: boolean; announcements: readonly A[]; hidden: boolean }): AfterLoginContent<A> | null {
  if (o.hidden) return null;
  if (!o.firstTimeLogin && o.announcements.length === 0) return null;
  return { welcome: o.firstTimeLogin, announcements: [...o.announcements] };
}

/** What the welcome reads of a promotion card: its kind and where the member stands with it. */
export interface WelcomeCard {
  id: string;
  kind: string;
  status: string;
  blocked: string | null;
}

/**
 * The first-deposit promotion the welcome offers (SPEC §4's first-login action), or null for the
 * plain deposit page: the brand's first running one the member may still take, by depositing
 * (`join`) or at once (`claim`), with nothing in the way. The brand's order picks among several.
 */
export function welcomeOffer<C extends WelcomeCard>(cards: readonly C[]): C | null {
  return cards.find((c) => c.kind === 'firstDeposit' && (c.status === 'join' || c.status === 'claim') && c.blocked === null) ?? null;
}
