/** Time left before a draw as HH:MM:SS (hours past 99 stay whole), never below zero. */
export function drawCountdown(drawAt: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(drawAt) - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(left / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
}
