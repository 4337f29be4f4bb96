import { describe, expect, it } from 'vitest';
import settingsDefault from '../../config/settings.default.json';
import type { SettingsTree } from '../generated/types';
import { setupNeeds, type SetupFacts } from './moduleSetup';

const allOn = settingsDefault as SettingsTree;
const google = { provider: 'google' as const, clientId: 'abc.apps.googleusercontent.com', hasSecret: true, enabled: true };
const facebook = { provider: 'facebook' as const, clientId: '1234567890', hasSecret: true, enabled: true };
const facts = (o: Partial<SetupFacts> = {}): SetupFacts => ({ customerServiceUrl: 'https://help.example.com/chat', providers: [google, facebook], ...o });
const off = (modIds: string[]): SettingsTree => JSON.parse(JSON.stringify(allOn).replace(new RegExp(`"modId":"(${modIds.join('|')})","enabled":"1"`, 'g'), '"modId":"$1","enabled":"0"')) as SettingsTree;

describe('setupNeeds', () => {
  it('is empty when every module that is on has what it needs', () => {
    expect(setupNeeds(allOn, facts())).toEqual([]);
  });

  it('names the customer-service address when it is one a browser cannot open; none is the site\'s own chat room', () => {
    expect(setupNeeds(allOn, facts({ customerServiceUrl: null }))).toEqual([]);
    expect(setupNeeds(allOn, facts({ customerServiceUrl: undefined }))).toEqual([]);
    expect(setupNeeds(allOn, facts({ customerServiceUrl: 'javascript:alert(1)' }))).toEqual([{ modId: 'CUSTSERV3', missing: ['customerServiceUrl'] }]);
  });

  it('names what a sign-in provider lacks: its client ID, its secret, its client switched on', () => {
    expect(setupNeeds(allOn, facts({ providers: [facebook] }))).toEqual([{ modId: 'GOOGLELOGIN3', missing: ['clientId', 'clientSecret', 'clientEnabled'] }]);
    expect(setupNeeds(allOn, facts({ providers: [{ ...google, clientId: ' ' }, { ...facebook, enabled: false }] }))).toEqual([
      { modId: 'GOOGLELOGIN3', missing: ['clientId'] },
      { modId: 'FBLOGIN3', missing: ['clientEnabled'] },
    ]);
  });

  it('says nothing of a module that is off, or under a switched-off parent', () => {
    expect(setupNeeds(off(['CUSTSERV3', 'GOOGLELOGIN3']), facts({ customerServiceUrl: null, providers: [facebook] }))).toEqual([]);
    expect(setupNeeds(off(['LOGIN3']), facts({ providers: [] }))).toEqual([]);
  });
});
