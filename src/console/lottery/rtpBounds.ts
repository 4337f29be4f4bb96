/**
 * The bounds an operator is warned outside of (not refused: a promotion may pay more for a while):
 * above 100 % the house loses on average; below 60 % players are paid so little back that the type
 * is not worth its place (the demo's lowest, xiên 4, returns 66.8 %, decision 0310).
 */
export const RTP_FLOOR = 0.6;

export function rtpProblem(rtp: number): 'above' | 'below' | null {
  if (rtp > 1) return 'above';
  if (rtp < RTP_FLOOR) return 'below';
  return null;
}
