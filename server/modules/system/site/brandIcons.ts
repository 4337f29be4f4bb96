import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../config';

/** The icons `npm run artwork` draws for a brand (scripts/artwork/brandIcons.ts names the same files). */
export interface BrandIcons {
  favicon: string;
  appleTouch: string;
  manifest: Array<{ src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }>;
}

const found = new Map<string, BrandIcons | null>();

/**
 * A brand's generated icons, or null for a brand whose artwork nobody has drawn yet (its logo
 * stands in). Looked up once per brand: the files only change with a new build.
 */
export function brandIcons(brandId: string): BrandIcons | null {
  if (!found.has(brandId)) {
    const dir = `/brand/${brandId}`;
    found.set(
      brandId,
      existsSync(join(projectRoot, 'public', dir, 'favicon.svg'))
        ? {
            favicon: `${dir}/favicon.svg`,
            appleTouch: `${dir}/apple-touch-icon.png`,
            manifest: [
              { src: `${dir}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
              { src: `${dir}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: `${dir}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: `${dir}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          }
        : null,
    );
  }
  return found.get(brandId)!;
}
