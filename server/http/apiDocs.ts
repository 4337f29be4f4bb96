import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

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
    refResolver: {
      // Shared schemas become components named after their title (the generated type's name).
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.title ?? `schema${i}`).replace(/[^A-Za-z0-9]/g, ''),
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
