import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { apiError } from '../../errors';
import { avatarByKey, saveAvatar } from './avatars';

/**
 * A member's picture (PROFPIC3): the upload (SPEC §7 /wps/member/info/icon), and the picture at
 * its address (/media/, beside the operators' pictures: not a call of the platform family). The
 * address is a random key that changes with each upload, so it is served for a year without a
 * question (`immutable`), to the member's browser only (`private`): a shared cache has no business
 * keeping people's faces, nor a search engine.
 */
export function avatarRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'member/avatar', async ({ brand, input, member }) => saveAvatar(db, brand.id, member.id, input.data));

  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (req, reply) => {
    if (!isModuleOn(req.brand.settings, 'PROFPIC3')) throw apiError('MODULE_DISABLED');
    const name = /^([0-9a-f]{32})\.(png|jpg|webp)$/.exec(req.params.file);
    const picture = name ? await avatarByKey(db, req.brand.id, name[1]!, name[2]!) : null;
    if (!picture) throw apiError('NOT_FOUND');
    return reply
      .type(picture.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('etag', `"${name![1]}"`)
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex')
      // Opened on its own, the address is a sandboxed document that may load nothing, whatever a
      // browser made of the bytes; drawn by <img> on the site, this header plays no part.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(picture.bytes);
  });
}
