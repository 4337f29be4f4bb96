import { describe, expect, it } from 'vitest';
import { resetLink, sameEmail } from './service';

describe('a recovery link', () => {
  it('opens at the origin it is given, the token in the fragment', () => {
    expect(resetLink('https://play.example.com', 'T0K3N')).toBe('https://play.example.com/#reset=T0K3N');
    expect(resetLink('http://localhost:8080', 'x')).toBe('http://localhost:8080/#reset=x');
  });
});

describe('an e-mail address typed again', () => {
  it('matches whatever its case and surrounding spaces, and never an account without one', () => {
    expect(sameEmail(' Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(sameEmail('ana@example.com', 'anna@example.com')).toBe(false);
    expect(sameEmail('', null)).toBe(false);
  });
});
