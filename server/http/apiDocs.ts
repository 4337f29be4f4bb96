import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allSchemas } from './schemaStore';

/** Each schema file's title by its `$id`: the prefix of the components its definitions become. */
const titleOf = new Map(allSchemas.map((s) => [s.$id, typeof s.title === 'string' ? s.title.replace(/[^A-Za-z0-9]/g, '') : '']));

/**
 * A parameter's schema reaches the document still pointing at its file
 * (`/api/common.schema.json#/components/schemas/PageNo`), where Swagger UI cannot follow it and
 * stops drawing; the same definition is in the document as a component (`ApiCommon-PageNo`), so
 * the reference is pointed there.
 */
function inwardRefs(node: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((n) => inwardRefs(n, components));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k !== '$ref' || typeof v !== 'string' || v.startsWith('#')) return [k, inwardRefs(v, components)];
      const [file = '', pointer = ''] = v.split('#');
      const name = `${titleOf.get(file) ?? ''}-${pointer.split('/').at(-1) ?? ''}`;
      return [k, name in components ? `#/components/schemas/${name}` : v];
    }),
  );
}

/**
 * The OpenAPI document of every call, made by @fastify/swagger from the routes as the call table
 * registers them (method, path, request and response schemas, session), served at /docs/json and
 * drawn by Swagger UI at /docs. Outside production only: it is a map for developers, not players.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marquee platform API',
        version: '1',
        description:
          'Every call answers `{success: true, value}` or `{success: false, errorCode, message, field?}`. Calls marked encrypted take `{keyId, key, iv, data}` sealed with the key of GET /wps/system/publicKey; the sealed JSON is `{at, nonce, body}` (SealedPayload): dated by the serverTime that call answers, taken once, for 60 seconds.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const openapi = document.openapiObject;
      return inwardRefs(openapi, openapi.components?.schemas ?? {}) as typeof openapi;
    },
    refResolver: {
      // Shared schemas become components named after their title (the generated type's name).
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.title === 'string' ? json.title : `schema${i}`).replace(/[^A-Za-z0-9]/g, ''),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Swagger UI's own policy (its inline scripts by their hashes) in place of the site's, with two
    // changes: its script sets inline styles as it draws (refused under the hashes it names), and
    // a plain-HTTP run must fetch its own document rather than be upgraded to HTTPS.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .trim(),
  });
}
