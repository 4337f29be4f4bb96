/**
 * The address that opens the registration dialog on this site with an invitation code in it: a
 * friend's `referralCode` (the referral programme) or an agent's `affiliateCode` (a registration
 * link), which the dialog keeps (SPEC §4). The site's own origin: the brand's domain it is served on.
 */
export const registrationLink = (param: 'referralCode' | 'affiliateCode', code: string): string => `${window.location.origin}/register?${param}=${encodeURIComponent(code)}`;
