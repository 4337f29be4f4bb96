import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../server/config';
import type { ThemeTokens } from '../src/generated/types';
import { contrastRatio, minimumContrast } from '../src/engine/contrast';
import { foregroundOf, themeContrastPairs } from '../src/engine/themeContrastPairs';
import { themeRoles, type ThemeMode } from '../src/engine/themeRoles';
import { thirdBrand } from './helpers/thirdBrand';

const brandsDir = join(projectRoot, 'config', 'brands');
type Themes = { theme: Record<ThemeMode, ThemeTokens> };
const brands: [string, Themes][] = [
  ...readdirSync(brandsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [`config/brands/${f}`, JSON.parse(readFileSync(join(brandsDir, f), 'utf8'))] as [string, Themes]),
  ['the third brand of the browser tests', thirdBrand],
];

describe.each(brands)('%s', (_name, brand) => {
  describe.each(['light', 'dark'] as ThemeMode[])('%s theme', (mode) => {
    const roles = themeRoles(brand.theme[mode], mode);
    const pairs = themeContrastPairs.filter((p) => !p.modes || p.modes.includes(mode));
    it.each(pairs.map((p) => [p.where, p] as const))('%s', (_where, pair) => {
      const fore = foregroundOf(pair, roles);
      const ratio = contrastRatio(fore, roles[pair.back]);
      const needed = minimumContrast[pair.use];
      expect(ratio, `${fore} on ${pair.back} ${roles[pair.back]}: ${ratio.toFixed(2)}:1, needs ${needed}:1`).toBeGreaterThanOrEqual(needed);
    });
  });
});

it('fails a palette whose grey text is too light for its page', () => {
  const roles = themeRoles({ ...thirdBrand.theme.light, muted: '#9aa0a6' }, 'light');
  const pair = themeContrastPairs.find((p) => p.fore === 'muted' && p.back === 'surface')!;
  expect(contrastRatio(foregroundOf(pair, roles), roles.surface)).toBeLessThan(minimumContrast.text);
});
