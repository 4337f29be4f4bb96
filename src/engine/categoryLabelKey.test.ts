import { describe, expect, it } from 'vitest';
import { categoryLabelKey } from './categoryLabelKey';
import bnNav from '../../locales/bn/nav.json';
import enNav from '../../locales/en/nav.json';

describe('categoryLabelKey', () => {
  it.each([
    ['LIVE', 'nav:hd_live_casino'],
    ['SPORTS', 'nav:con_sports'],
    ['ESPORTS', 'nav:compete_game'],
    ['RNG', 'nav:con_rng'],
    ['FISH', 'nav:con_fish'],
    ['PVP', 'nav:hd_pvp'],
    ['COCKFIGHT', 'nav:in_cockfight_nav'],
    ['ELOTT', 'nav:con_elott'],
    ['LOTT', 'nav:con_lott'],
  ] as const)('labels %s with %s', (category, key) => {
    expect(categoryLabelKey(category)).toBe(key);
  });

  it('gives every category a label of its own in both languages, so E-lottery and Lottery differ', () => {
    const categories = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const;
    for (const nav of [bnNav, enNav] as Record<string, string>[]) {
      const labels = categories.map((c) => nav[categoryLabelKey(c).slice('nav:'.length)]);
      expect(new Set(labels).size).toBe(categories.length);
    }
  });

  it('labels a screen of no category as home', () => {
    expect(categoryLabelKey(null)).toBe('nav:hd_home');
  });

  it('names keys both languages have', () => {
    const categories = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT', null] as const;
    for (const c of categories) {
      const key = categoryLabelKey(c).slice('nav:'.length);
      expect(bnNav).toHaveProperty([key]);
      expect(enNav).toHaveProperty([key]);
    }
  });
});
