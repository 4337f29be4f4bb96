import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../generated/types';
import { offerContradictions, offerLimits, textsContradictions, textsOf, withPromotionMinimum, type OfferLimits } from './offerFigures';

// The demo brand's forms: bKash, Nagad and Rocket from ৳100, USDT from ৳1,000; withdrawals ৳500 to ৳25,000.
const limits: OfferLimits = {
  deposit: { min: ['100', '100', '1000'], max: ['30000', '25000', '500000'] },
  withdrawal: { min: ['500'], max: ['25000'] },
};

describe('figures a text states against the brand limits', () => {
  it('flags "From ৳300" when deposits start at ৳100', () => {
    expect(offerContradictions('Deposit from ৳300, with the way you already pay', limits)).toEqual([
      { subject: 'deposit', bound: 'min', stated: '300', allowed: ['100', '1000'], clause: 'Deposit from ৳300' },
    ]);
  });

  it('reads Bengali: a minimum before the figure, থেকে and পর্যন্ত after it, Bengali digits', () => {
    expect(offerContradictions('কমপক্ষে ৳৩০০ জমা করুন', limits).map((c) => [c.bound, c.stated])).toEqual([['min', '300']]);
    expect(offerContradictions('<p>৳200 থেকে ৳40,000 পর্যন্ত জমা করা যায়।</p>', limits).map((c) => [c.bound, c.stated])).toEqual([
      ['min', '200'],
      ['max', '40000'],
    ]);
    expect(offerContradictions('সর্বনিম্ন উত্তোলন ৳300', limits)).toMatchObject([{ subject: 'withdrawal', bound: 'min', stated: '300', allowed: ['500'] }]);
  });

  it('passes figures the brand allows, whichever channel allows them', () => {
    expect(offerContradictions('<p>Deposit from ৳100 to ৳30,000 with bKash, Nagad, Rocket or USDT.</p>', limits)).toEqual([]);
    expect(offerContradictions('<p>বিকাশ, নগদ, রকেট ও USDT দিয়ে ৳100 থেকে ৳30,000 পর্যন্ত জমা করা যায়।</p>', limits)).toEqual([]);
    expect(offerContradictions('Minimum withdrawal: 500 Tk', limits)).toEqual([]);
    expect(offerContradictions('USDT deposits from ৳1K', limits)).toEqual([]);
  });

  it('reads the nearer word: "to your wallet from ৳300" is a minimum', () => {
    expect(offerContradictions('Deposit to your wallet from ৳300', limits)).toMatchObject([{ bound: 'min', stated: '300' }]);
    expect(offerContradictions('Withdraw up to ৳50,000 a day', limits)).toMatchObject([{ subject: 'withdrawal', bound: 'max', stated: '50000' }]);
  });

  it('leaves a bonus cap, a figure with no bound and a clause naming both forms alone', () => {
    expect(offerContradictions('100% of the deposit, up to ৳10,000, goes to your bonus wallet.', limits)).toEqual([]);
    expect(offerContradictions('Deposit ৳500 today', limits)).toEqual([]);
    expect(offerContradictions('Deposits and withdrawals from ৳300', limits)).toEqual([]);
    expect(offerContradictions('Get a bonus of at least ৳300', limits)).toEqual([]);
  });

  it("takes a promotion's own minimum as a figure it may state", () => {
    const promo = withPromotionMinimum(limits, '300');
    expect(withPromotionMinimum(limits, '0')).toBe(limits);
    expect(offerContradictions('Make your first deposit of at least ৳300, then claim the bonus', promo)).toEqual([]);
    expect(offerContradictions('Make your first deposit of at least ৳250, then claim the bonus', promo)).toMatchObject([{ stated: '250', allowed: ['100', '300', '1000'] }]);
  });

  it('says nothing of a form the brand has no limits for', () => {
    expect(offerContradictions('Deposit from ৳300', { ...limits, deposit: { min: [], max: [] } })).toEqual([]);
  });

  it('names a clause once across several texts', () => {
    expect(textsContradictions(['Deposit from ৳300', null, 'Deposit from ৳300', 'কমপক্ষে ৳৩০০ জমা'], limits).map((c) => c.clause)).toEqual(['Deposit from ৳300', 'কমপক্ষে ৳300 জমা']);
  });
});

describe('the demo content', () => {
  const brands = ['bd', 'lumen'].map((id) => JSON.parse(readFileSync(`config/brands/${id}.json`, 'utf8')) as BrandConfig);
  const seed = (name: string) => JSON.parse(readFileSync(`config/seed/${name}.json`, 'utf8')) as Record<string, unknown>;

  it.each(brands.map((b) => [b.id, b] as const))("states no figure %s's limits contradict", (id, brand) => {
    const general = offerLimits(brand.payments);
    for (const name of ['notices', 'announcements', 'help']) expect(textsContradictions(textsOf(seed(name)[id]), general)).toEqual([]);
    const promotions = (seed('promotions').brands as Record<string, Array<{ minDeposit?: string; title: unknown; summary: unknown; rules: unknown }>>)[id] ?? [];
    for (const p of promotions) expect(textsContradictions(textsOf([p.title, p.summary, p.rules]), withPromotionMinimum(general, p.minDeposit))).toEqual([]);
  });
});
