import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BannerSlots } from '../generated/types';
import { cropSource, fitTarget, strays } from './slotFit';

const home = { width: 1200, height: 320 };

describe("a picture against its slot's proportions", () => {
  it('lets a picture within the tolerance go in as it is, and not one beyond', () => {
    expect(strays({ width: 1200, height: 320 }, home, 0.05)).toBe(false);
    expect(strays({ width: 2400, height: 650 }, home, 0.05)).toBe(false);
    expect(strays({ width: 1366, height: 768 }, home, 0.05)).toBe(true);
    expect(strays({ width: 1200, height: 290 }, home, 0.05)).toBe(true);
  });

  it('crops the centre of a tall picture and of a wide one', () => {
    expect(cropSource({ width: 1366, height: 768 }, home)).toEqual({ x: 0, y: 202, width: 1366, height: 364 });
    expect(cropSource({ width: 4000, height: 320 }, home)).toEqual({ x: 1400, y: 0, width: 1200, height: 320 });
  });

  it('fits a tall picture whole, centred between bars', () => {
    expect(fitTarget({ width: 1366, height: 768 }, home)).toEqual({ x: 315, y: 0, width: 569, height: 320 });
    expect(fitTarget({ width: 2400, height: 320 }, home)).toEqual({ x: 0, y: 80, width: 1200, height: 160 });
  });
});

describe('config/bannerSlots.json', () => {
  const slots = (JSON.parse(readFileSync('config/bannerSlots.json', 'utf8')) as BannerSlots).slots;

  it("names every banner group, at the ratio the site's styles draw banners", () => {
    const groups = (JSON.parse(readFileSync('schemas/config/brand.schema.json', 'utf8')) as { definitions: { BannerGroup: { enum: string[] } } }).definitions.BannerGroup.enum;
    expect(Object.keys(slots).sort()).toEqual([...groups].sort());
    const drawn = [...readFileSync('src/app/banner.css', 'utf8').matchAll(/aspect-ratio:\s*(\d+)\s*\/\s*(\d+)/g)].map((m) => Number(m[1]) / Number(m[2]));
    expect(drawn.length).toBeGreaterThan(0);
    for (const slot of Object.values(slots)) for (const ratio of drawn) expect(slot.width / slot.height).toBeCloseTo(ratio, 6);
  });
});
