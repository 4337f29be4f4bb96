import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { audienceOf, checkedTexts, deskNews, inLanguage, lookBackDays, publishTime } from './service';

const fieldOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return `${err.code} ${err.field ?? ''}`.trim();
    throw err;
  }
  return undefined;
};

describe('inbox service', () => {
  it('reads a player’s broadcasts as players’ and every agent type’s as agents’', () => {
    expect(audienceOf(0)).toBe('players');
    for (const t of [1, 2, 41, 42]) expect(audienceOf(t)).toBe('agents');
  });

  it('looks a week back from a new account: the look-back the decision names', () => {
    expect(lookBackDays).toBe(7);
  });

  it('picks the title’s language and keeps the body in it, falling back to the brand default', () => {
    expect(inLanguage({ bn: 'শিরোনাম', en: 'Title' }, { bn: 'লেখা', en: 'Text' }, 'en', 'bn')).toEqual({ title: 'Title', body: 'Text' });
    expect(inLanguage({ bn: 'শিরোনাম' }, { bn: 'লেখা' }, 'en', 'bn')).toEqual({ title: 'শিরোনাম', body: 'লেখা' });
  });

  it('wants a title and a body in every content language of the brand, plain, and no other', () => {
    expect(checkedTexts(['bn', 'en'], { bn: ' ক ', en: 'A' }, { bn: 'খ', en: 'B' })).toEqual({ title: { bn: 'ক', en: 'A' }, body: { bn: 'খ', en: 'B' } });
    expect(fieldOf(() => checkedTexts(['bn', 'en'], { bn: 'ক' }, { bn: 'খ', en: 'B' }))).toBe('FIELD_INVALID title.en');
    expect(fieldOf(() => checkedTexts(['bn', 'en'], { bn: 'ক', en: 'A' }, { bn: 'খ', en: '  ' }))).toBe('FIELD_INVALID body.en');
    expect(fieldOf(() => checkedTexts(['bn'], { bn: 'ক', en: 'A' }, { bn: 'খ' }))).toBe('FIELD_INVALID title.en');
    expect(fieldOf(() => checkedTexts(['en'], { en: 'A' }, { en: '<script>x</script>' }))).toBe('FIELD_INVALID body.en');
    expect(checkedTexts(['en'], { en: '5 < 6' }, { en: 'I <3 it' }).title.en).toBe('5 < 6');
  });

  it('publishes now when no time or a past one is asked, later when asked, and never beyond a year', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(publishTime(undefined, now)).toBeNull();
    expect(publishTime('2026-03-01T00:00:00Z', now)).toBeNull();
    expect(publishTime('2026-03-11T00:00:00Z', now)?.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(fieldOf(() => publishTime('2028-03-11T00:00:00Z', now))).toBe('FIELD_INVALID publishAt');
  });

  it('tells the member of a deposit approved or rejected and a withdrawal paid or rejected, not of an approval still to pay', () => {
    expect(deskNews('deposit', 'approved')).toBe('depositApproved');
    expect(deskNews('deposit', 'rejected')).toBe('depositRejected');
    expect(deskNews('withdrawal', 'approved')).toBeNull();
    expect(deskNews('withdrawal', 'paid')).toBe('withdrawalPaid');
    expect(deskNews('withdrawal', 'rejected')).toBe('withdrawalRejected');
  });
});
