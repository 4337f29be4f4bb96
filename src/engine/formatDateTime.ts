/**
 * A moment as `yyyy-MM-dd HH:mm:ss` on the brand's clock (SPEC §2.4 writes the hour as hh; a
 * 12-hour clock without AM/PM would be ambiguous, so the hour is 00–23). Digits stay Latin in
 * both languages so times line up in lists.
 */
export function formatDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
