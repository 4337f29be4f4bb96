import { describe, expect, it } from 'vitest';
import { isLoopbackHost, linkOrigin } from './siteOrigin';

describe('the origin of a link in a message', () => {
  it('is the brand’s own in production, whatever port the server listens on', () => {
    expect(linkOrigin('https://play.example.com', { profile: 'production', port: 8080 })).toBe('https://play.example.com');
    expect(linkOrigin('http://localhost:8080', { profile: 'production', port: 3000 })).toBe('http://localhost:8080');
  });

  it('follows the listening port outside production, for a host on this machine only', () => {
    expect(linkOrigin('http://localhost:8080', { profile: 'demo', port: 9000 })).toBe('http://localhost:9000');
    expect(linkOrigin('http://lumen.localhost:8080', { profile: 'test', port: 41234 })).toBe('http://lumen.localhost:41234');
    expect(linkOrigin('http://127.0.0.1:8080', { profile: 'demo', port: 80 })).toBe('http://127.0.0.1');
    expect(linkOrigin('https://demo.example.com', { profile: 'demo', port: 9000 })).toBe('https://demo.example.com');
    // A server that only answers injected requests has no port: the origin stays as configured.
    expect(linkOrigin('http://localhost:8080', { profile: 'test', port: null })).toBe('http://localhost:8080');
  });

  it('is refused, not guessed, for a brand without a good one', () => {
    expect(() => linkOrigin(undefined, { profile: 'production', port: 443 })).toThrow(/siteOrigin/);
    expect(() => linkOrigin('http://localhost:1@evil.example', { profile: 'demo', port: 8080 })).toThrow(/siteOrigin/);
  });

  it('knows the hosts of this machine', () => {
    for (const h of ['localhost', 'lumen.localhost', 'a.b.localhost', '127.0.0.1', '127.9.8.7']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['localhost.example', 'evil-localhost', 'example.com', '10.0.0.1', '0.0.0.0', '127.1']) expect(isLoopbackHost(h), h).toBe(false);
  });
});
