import { describe, expect, it } from 'vitest';
import { wordmarkName, wordmarkSvg } from './wordmarks';
import { contrast, vendorColours } from './palette';

describe('vendor wordmarks', () => {
  it('name a studio by the words all its products share', () => {
    expect(wordmarkName(['Pragmatic Live', 'Pragmatic Play'])).toBe('Pragmatic');
    expect(wordmarkName(['JILI', 'JILI Fishing'])).toBe('JILI');
    expect(wordmarkName(['Vietnam Lottery'])).toBe('Vietnam Lottery');
    expect(wordmarkName(['Alpha', 'Beta'])).toBe('Alpha');
  });

  it('take the same colours from the same code, and white type reads on them', () => {
    expect(vendorColours('EVO')).toEqual(vendorColours('EVO'));
    expect(vendorColours('EVO')).not.toEqual(vendorColours('SBO'));
    for (const code of ['EVO', 'SBO', 'JILI', 'PP', 'TCG_SEA']) expect(contrast(vendorColours(code).ground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('draw the same bytes every time, the name as outlines inside the tile', () => {
    const svg = wordmarkSvg('SPADE', 'Spadegaming');
    expect(wordmarkSvg('SPADE', 'Spadegaming')).toBe(svg);
    expect(svg).not.toContain('<text');
    const xs = [...svg.matchAll(/<path d="([^"]+)"/g)].flatMap((m) => [...m[1]!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((p) => Number(p[1])));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(120);
  });
});
