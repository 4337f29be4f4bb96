import { describe, expect, it } from 'vitest';
import { pageNameKey } from './pageName';

describe('pageNameKey', () => {
  it('names a screen by its key', () => {
    expect(pageNameKey({ path: '/', screen: 'home' })).toBe('meta:page_home');
    expect(pageNameKey({ path: '/help', screen: 'help', category: null })).toBe('meta:page_help');
  });
  it('names a category screen by its category, a dialog route by its dialog', () => {
    expect(pageNameKey({ path: '/live', screen: 'gamesByCategory', category: 'LIVE' })).toBe('meta:category_LIVE');
    expect(pageNameKey({ path: '/fish', screen: 'electronicGames', category: 'FISH' })).toBe('meta:category_FISH');
    expect(pageNameKey({ path: '/register', screen: 'home', dialog: 'register' })).toBe('meta:page_register');
  });
  it('tells the two lottery paths apart', () => {
    expect(pageNameKey({ path: '/lottery', screen: 'lottery', category: 'LOTT' })).toBe('meta:page_lottery');
    expect(pageNameKey({ path: '/vnlottery', screen: 'lottery', category: 'LOTT' })).toBe('meta:page_vnlottery');
  });
});
