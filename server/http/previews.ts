import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Brand } from '../brands/store';
import { newToken, tokenHash } from '../lib/tokens';
import { FreshCache } from './FreshCache';

/** How long a preview token shows the draft: long enough to look around, short enough to be forgotten. */
export const PREVIEW_TTL_MS = 60 * 60_000;

/**
 * The console's preview: a token that makes the server answer for a brand's draft, applied over
 * the published brand, whatever host the frame is served from. Read for a second from memory,
 * so an operator's edit shows on the frame's next load.
 */
export class Previews {
  private readonly cache = new FreshCache<string, Brand | null>(1000, 1000);

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly published: (id: string) => Brand | undefined,
    /** The parts of a brand its draft makes: the console's edits over what is published (the operator module's, handed in by server/app.ts). */
    private readonly draftOf: (brand: Brand) => Promise<Pick<Brand, 'config' | 'settings' | 'registerRules'>>,
  ) {}

  async start(brandId: string, operatorId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
    await this.db.deleteFrom('brand_previews').where('expires_at', '<', new Date()).execute();
    await this.db.insertInto('brand_previews').values({ token_hash: tokenHash(token), brand_id: brandId, operator_id: operatorId, expires_at: expiresAt }).execute();
    return { token, expiresAt };
  }

  /** The brand a live token shows, its draft applied; null for a token that is unknown or expired. */
  brandFor(token: string): Promise<Brand | null> {
    return this.cache.get(tokenHash(token), async () => {
      const row = await this.db.selectFrom('brand_previews').select('brand_id').where('token_hash', '=', tokenHash(token)).where('expires_at', '>', new Date()).executeTakeFirst();
      const brand = row ? this.published(row.brand_id) : undefined;
      if (!brand) return null;
      return { ...brand, ...(await this.draftOf(brand)) };
    });
  }
}

/** The preview token a request carries: the frame's calls send it as a header, its first page in the address. */
export function previewToken(req: { headers: Record<string, string | string[] | undefined>; url: string }): string | null {
  const header = req.headers['preview'];
  if (typeof header === 'string' && header) return header;
  if (!req.url.includes('preview=')) return null;
  return new URLSearchParams(req.url.split('?')[1] ?? '').get('preview') || null;
}
