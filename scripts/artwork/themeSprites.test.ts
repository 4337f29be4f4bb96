import { describe, expect, it } from 'vitest';
import { slotMotifs, slotThemeOf, themeRoles } from '../../src/engine/slotTheme';
import { gameTileSvg } from './gameTiles';
import { themeSpriteSvg } from './themeSprites';

const theme = { light: { primary: '#0b6e4f', accent: '#f2b01e' } };
const slot = (code: string, name: string, vendor: string) => ({ code, vendor, category: 'RNG', engine: 'lotus-5x3', name: { en: name } });

describe("the slot themes' artwork", () => {
  it("draws every motif's sprite with a symbol a role, coloured by the page's variables", () => {
    for (const motif of slotMotifs) {
      const svg = themeSpriteSvg(motif);
      for (const role of themeRoles) expect(svg).toContain(`<symbol id="${role}" viewBox="0 0 64 64">`);
      expect(svg).toContain('var(--sym-wild)');
      expect(svg).not.toMatch(/class=/);
      expect(svg.length).toBeLessThan(9000);
    }
  });

  it("draws a slot's tile reels in its theme: the vendor's colours, and another motif's tile other symbols", () => {
    const dragon = gameTileSvg(slot('A-1', 'Thunder Dragon', 'JILI'), theme);
    const moon = gameTileSvg(slot('A-2', 'Thunder Moon', 'JILI'), theme);
    const dragonPg = gameTileSvg(slot('A-3', 'Thunder Dragon', 'PG'), theme);
    expect(dragon).toContain(slotThemeOf({ code: 'A-1', name: 'Thunder Dragon', vendor: 'JILI' }).palette.frame);
    expect(dragonPg).toContain(slotThemeOf({ code: 'A-3', name: 'Thunder Dragon', vendor: 'PG' }).palette.frame);
    expect(dragonPg).not.toContain(slotThemeOf({ code: 'A-1', name: 'Thunder Dragon', vendor: 'JILI' }).palette.frame);
    // The name band aside, the two motifs' reels are not the same drawing.
    const reelsOf = (svg: string) => svg.slice(0, svg.indexOf('<path d="M0 182'));
    expect(reelsOf(dragon)).not.toBe(reelsOf(moon));
  });
});
