import { describe, expect, it } from 'vitest';
import { settlementPeriodLabel } from './settlementPeriod';

describe("a settlement's period", () => {
  it.each([
    ['realtime', '2030-01-01T06:00:00.000Z', '2030-01-01T06:05:00.000Z', '2030-01-01 12:00–12:05'],
    ['hourly', '2030-01-01T17:00:00.000Z', '2030-01-01T18:00:00.000Z', '2030-01-01 23:00–00:00'],
    ['daily', '2030-01-31T18:00:00.000Z', '2030-02-01T18:00:00.000Z', '2030-02-01'],
    ['dividend', '2030-03-03T18:00:00.000Z', '2030-03-10T18:00:00.000Z', '2030-03-04 – 2030-03-10'],
  ] as const)('names a %s period in the brand time zone', (kind, start, end, label) => expect(settlementPeriodLabel(kind, start, end, 'Asia/Dhaka')).toBe(label));
});
