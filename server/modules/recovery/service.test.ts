import { describe, expect, it } from 'vitest';
import { resetLink, sameEmail } from './service';

describe('a recovery link', () => {
  const domains = ['play.example.com', 'www.play.example.com'];
  it('goes to the host asked from when it is one of the brand’s, with its port', () => {
    expect(resetLink({ protocol: 'https', host: 'www.play.example.com', hostname: 'www.play.example.com' }, domains, 'T0K3N')).toBe('https://www.play.example.com/#reset=T0K3N');
    expect(resetLink({ protocol: 'http', host: 'play.example.com:8080', hostname: 'play.example.com' }, domains, 'x')).toBe('http://play.example.com:8080/#reset=x');
  });
  it('goes to the brand’s first domain, over HTTPS, for any other host', () => {
    expect(resetLink({ protocol: 'http', host: 'evil.example:80', hostname: 'evil.example' }, domains, 'x')).toBe('https://play.example.com/#reset=x');
  });
});

describe('an e-mail address typed again', () => {
  it('matches whatever its case and surrounding spaces, and never an account without one', () => {
    expect(sameEmail(' Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(sameEmail('ana@example.com', 'anna@example.com')).toBe(false);
    expect(sameEmail('', null)).toBe(false);
  });
});
