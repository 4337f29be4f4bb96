import { describe, expect, it } from 'vitest';
import { atServedOrigin } from './service';

describe("a brand's link to its own site", () => {
  it('moves to where the server serves the brand, path and query kept', () => {
    expect(atServedOrigin('http://localhost:8080/', 'http://localhost:8080', 'http://localhost:41234')).toBe('http://localhost:41234/');
    expect(atServedOrigin('http://lumen.localhost:8080/down?x=1#y', 'http://lumen.localhost:8080', 'http://lumen.localhost:3000')).toBe('http://lumen.localhost:3000/down?x=1#y');
  });

  it('leaves any other link, and every link when the server serves the brand where it says', () => {
    expect(atServedOrigin('https://t.me/marqueebd', 'http://localhost:8080', 'http://localhost:41234')).toBe('https://t.me/marqueebd');
    expect(atServedOrigin('http://localhost:9090/', 'http://localhost:8080', 'http://localhost:41234')).toBe('http://localhost:9090/');
    expect(atServedOrigin('https://bd.example/', 'https://bd.example', 'https://bd.example')).toBe('https://bd.example/');
    expect(atServedOrigin('http://localhost:8080/', undefined, 'http://localhost:41234')).toBe('http://localhost:8080/');
    expect(atServedOrigin('http://localhost:8080/', 'http://localhost:8080', undefined)).toBe('http://localhost:8080/');
  });
});
