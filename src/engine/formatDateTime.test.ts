import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it.each([
    ['2026-11-23T09:05:07Z', 'Asia/Dhaka', '2026-11-23 15:05:07'],
    ['2026-11-23T18:30:00Z', 'Asia/Dhaka', '2026-11-24 00:30:00'],
    ['2026-11-23T09:05:07Z', 'Asia/Kolkata', '2026-11-23 14:35:07'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01 00:00:00'],
  ])('%s in %s → %s', (iso, zone, out) => expect(formatDateTime(iso, zone)).toBe(out));
});
