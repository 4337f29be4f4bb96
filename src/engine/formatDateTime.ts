/**
 * A moment as `yyyy-MM-dd HH:mm:ss` on the brand's clock (SPEC §2.4 writes the hour as hh; a
 * 12-hour clock without AM/PM would be ambiguous, so the hour is 00–23). Latin digits in every
 * language, by the site's numeral rule (`formatNumber`), so times line up in lists and can be
 * quoted to support as written.
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
    numberingSystem: 'latn',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
