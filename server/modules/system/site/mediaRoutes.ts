import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { apiError } from '../../../errors';

const extOf: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Uploaded pictures (migration 015) at /media/<sha-256>.<ext>. The address is the content's hash,
 * so the answer never changes: browsers and caches keep it for a year without asking again.
 */
export function mediaRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  app.get<{ Params: { file: string } }>('/media/:file', async (req, reply) => {
    const name = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(req.params.file);
    const row = name ? await db.selectFrom('media').select(['content_type', 'bytes']).where('id', '=', name[1]!).executeTakeFirst() : undefined;
    // The extension is part of the address: one picture has one, so a cache never holds it twice.
    if (!row || extOf[row.content_type] !== name![2]) throw apiError('NOT_FOUND');
    return reply
      .type(row.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${name![1]}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.bytes));
  });
}
