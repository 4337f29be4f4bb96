import type { Browser } from 'playwright-core';
import type { BrandFacts } from './banners';

/**
 * The place for game tiles. The seed has vendors but no game list yet, so there is nothing to
 * draw; the games feature fills this with one tile per game of its seed (a square picture per
 * game, under public/seed/games/), called from scripts/artwork.ts like the other artwork, and
 * returns the paths it wrote so the seed can point at them.
 */
export async function renderGameTiles(_browser: Browser, _root: string, _brand: BrandFacts, _write: (publicPath: string, bytes: Buffer) => void): Promise<string[]> {
  return [];
}
