/**
 * SPEC §4: VIP service is for members whose rankLevel is above 4. Their customer-service window
 * opens the brand's VIP queue: the same address with `queue=vip` (decision 0261). Anyone else, or
 * a brand with VIP off (the caller passes no label), gets the address as it is.
 */
export const vipServiceRank = 4;

export function vipServiceUrl(url: string, label: { rankLevel: number | null } | null): string {
  if (!label || (label.rankLevel ?? 0) <= vipServiceRank) return url;
  try {
    const u = new URL(url);
    u.searchParams.set('queue', 'vip');
    return u.toString();
  } catch {
    return url;
  }
}
