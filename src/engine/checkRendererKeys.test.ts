import { describe, expect, it } from 'vitest';
import { checkRendererKeys } from './checkRendererKeys';
import type { BrandConfig } from '../generated/types';

const known = { field: [], nav: [], sidebar: ['promotions'], screen: ['home'], member: ['securityCenter'], agent: ['agentTeamOverview'], game: [], dialog: ['register'] } as const;
const base = {
  routes: [{ paths: ['/'], screen: 'home', layout: 'full' as const }],
  sidebar: [{ key: 'promotions' }],
  memberPages: [{ key: 'securityCenter', labelKey: 'member:securityCenter' }],
  agentPages: [{ key: 'agentTeamOverview', labelKey: 'agent:agentTeamOverview' }],
} as unknown as BrandConfig;

describe('checkRendererKeys', () => {
  it('accepts a config whose every key has a renderer', () => {
    expect(checkRendererKeys(base, known)).toBeNull();
  });

  it.each([
    ['a screen', { routes: [{ paths: ['/'], screen: 'home', layout: 'full' }, { paths: ['/x'], screen: 'casinoX', layout: 'full' }] }, '/routes/1/screen', 'casinoX'],
    ['a dialog', { routes: [{ paths: ['/'], screen: 'home', layout: 'full', dialog: 'signup' }] }, '/routes/0/dialog', 'signup'],
    ['a side-bar icon', { sidebar: [{ key: 'promotions' }, { key: 'tiktok' }] }, '/sidebar/1/key', 'tiktok'],
    ['a member page', { memberPages: [{ key: 'wallet2', labelKey: 'member:x' }] }, '/memberPages/0/key', 'wallet2'],
    ['an agent page', { agentPages: [{ key: 'agentTeamOverview', labelKey: 'a:b' }, { key: 'nope', labelKey: 'a:b' }] }, '/agentPages/1/key', 'nope'],
  ])('names the pointer of an unknown %s', (_what, patch, pointer, key) => {
    expect(checkRendererKeys({ ...base, ...patch } as unknown as BrandConfig, known)).toMatchObject({ pointer, key });
  });
});
