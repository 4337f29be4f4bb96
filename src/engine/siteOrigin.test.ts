import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import brandSchema from '../../schemas/config/brand.schema.json';
import { isSiteOrigin, siteOriginProblem } from './siteOrigin';

// The schema's pattern alone, as the console's form checks a value while it is typed.
const pattern = new RegExp(brandSchema.properties.siteOrigin.pattern, 'u');

describe('a brand’s siteOrigin, where the links in its messages open', () => {
  const domains = ['play.example.com', 'www.play.example.com', 'localhost', 'lumen.localhost', '127.0.0.1'];

  it.each([
    'https://play.example.com',
    'https://www.play.example.com',
    'http://play.example.com:8443',
    'http://localhost:8080',
    'http://lumen.localhost:8080',
    'http://127.0.0.1:3000',
  ])('takes an origin alone: %s', (origin) => {
    expect(isSiteOrigin(origin)).toBe(true);
    expect(pattern.test(origin)).toBe(true);
    expect(siteOriginProblem(origin, domains)).toBeNull();
  });

  it.each([
    ['a user before the host (the link opens at evil.example)', 'http://localhost:1@evil.example'],
    ['a user and password', 'https://user:pw@play.example.com'],
    ['a path', 'https://play.example.com/en'],
    ['a final /', 'https://play.example.com/'],
    ['a query', 'https://play.example.com?x=1'],
    ['a fragment', 'https://play.example.com#top'],
    ['another scheme', 'ftp://play.example.com'],
    ['a script', 'javascript:alert(1)'],
    ['no scheme', 'play.example.com'],
    ['a scheme-relative address', '//play.example.com'],
    ['capitals', 'https://Play.example.com'],
    ['the scheme’s usual port written out', 'https://play.example.com:443'],
    ['a port out of range', 'http://localhost:99999'],
    ['an empty port', 'http://localhost:'],
    ['a backslash', 'https://play.example.com\\evil.example'],
    ['spaces', ' https://play.example.com'],
    ['nothing', ''],
  ])('refuses %s: %s', (_why, value) => {
    expect(isSiteOrigin(value)).toBe(false);
    expect(siteOriginProblem(value, domains)).toBe('format');
  });

  it('refuses every one of those by the schema’s pattern too, but the usual port and a too-large one, which only the check in code sees', () => {
    for (const value of ['http://localhost:1@evil.example', 'https://play.example.com/', 'https://play.example.com?x=1', 'https://play.example.com#top', 'ftp://play.example.com', 'https://Play.example.com', 'http://localhost:'])
      expect(pattern.test(value), value).toBe(false);
  });

  it('refuses a host that is not one of the brand’s domains: the link would open another brand', () => {
    expect(siteOriginProblem('https://evil.example', domains)).toBe('domain');
    expect(siteOriginProblem('https://example.com', domains)).toBe('domain');
  });

  it('is set, and good, in every brand file the site ships', () => {
    const dir = join(__dirname, '../../config/brands');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const brand = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { siteOrigin: string; domains: string[] };
      expect(pattern.test(brand.siteOrigin), file).toBe(true);
      expect(siteOriginProblem(brand.siteOrigin, brand.domains), file).toBeNull();
    }
  });
});
