import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig: the address to listen on', () => {
  it('is this machine only outside production, so demo accounts and /dev/* stay off the network', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ MARQUEE_PROFILE: 'demo' }).host).toBe('127.0.0.1');
    expect(readConfig({ MARQUEE_PROFILE: 'test' }).host).toBe('127.0.0.1');
  });

  it('is every interface in production', () => {
    expect(readConfig({ MARQUEE_PROFILE: 'production' }).host).toBe('0.0.0.0');
  });

  it('is what HOST says, in any profile', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '::', MARQUEE_PROFILE: 'test' }).host).toBe('::');
    expect(readConfig({ HOST: '10.1.2.3', MARQUEE_PROFILE: 'production' }).host).toBe('10.1.2.3');
  });

  it('still refuses a demo switch in production', () => {
    expect(() => readConfig({ MARQUEE_PROFILE: 'production', MARQUEE_SEED_DEMO: '1' })).toThrow(ConfigError);
  });
});

describe('readConfig: the breached-password look-up', () => {
  it('is none unless named, and an http or https address when it is', () => {
    expect(readConfig({}).breachedPasswordsUrl).toBeUndefined();
    expect(readConfig({ MARQUEE_BREACHED_PASSWORDS_URL: 'https://api.pwnedpasswords.com' }).breachedPasswordsUrl).toBe('https://api.pwnedpasswords.com');
    expect(() => readConfig({ MARQUEE_BREACHED_PASSWORDS_URL: 'api.pwnedpasswords.com' })).toThrow(/MARQUEE_BREACHED_PASSWORDS_URL/);
    expect(() => readConfig({ MARQUEE_BREACHED_PASSWORDS_URL: 'file:///etc/passwords' })).toThrow(ConfigError);
  });
});
