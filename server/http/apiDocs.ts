import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allSchemas } from './schemaStore';
import { calls, type CallName } from '../../src/generated/calls';
import { liveChannel } from '../../src/generated/live';
import { errorTable, type ErrorCode } from '../errors';
import { idempotencyKeyPattern } from './runOnce';
import { callRefusals } from './callRefusals';

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

type Operation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  parameters?: unknown[];
  responses: Record<string, unknown>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
  tags?: unknown[];
};

const errorRef = { $ref: '#/components/schemas/ErrorEnvelope' };

/**
 * What the route schemas cannot say, added to each call's operation: the Idempotency-Key header
 * where the call takes one, the sealed body's note, and the error envelope under each status the
 * call's gates can answer, naming their codes; every status else is `default`, any code of
 * ErrorCode. The live channel is an operation of its own (a WebSocket upgrade), its frames
 * components.
 */
function withCallNotes(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  schemas.ErrorCode = {
    title: 'ErrorCode',
    description: 'Every errorCode the API answers.',
    enum: Object.keys(errorTable),
  };
  if (schemas.ErrorEnvelope && typeof schemas.ErrorEnvelope === 'object') {
    const envelope = schemas.ErrorEnvelope as {
      properties: Record<string, unknown>;
    };
    envelope.properties = {
      ...envelope.properties,
      errorCode: { $ref: '#/components/schemas/ErrorCode' },
    };
  }
  for (const ops of Object.values(document.paths ?? {})) {
    for (const op of Object.values(ops)) {
      const name = op.operationId as CallName | undefined;
      const call = name && name in calls ? calls[name] : null;
      if (!call) continue;
      // What travels is the sealed envelope; what it seals is named, and validated once opened.
      const body = op.requestBody?.content?.['application/json'];
      const sealed = call.encrypted && body?.schema?.$ref ? body.schema.$ref.split('/').at(-1)! : null;
      if (sealed && body) body.schema = { $ref: '#/components/schemas/EncryptedBody' };
      const notes = [op.description, sealed ? encryptedNote(sealed) : null].filter(Boolean);
      if (notes.length) op.description = notes.join('\n\n');
      if (call.idempotent) {
        op.parameters = [
          ...(op.parameters ?? []),
          {
            in: 'header',
            name: 'Idempotency-Key',
            required: true,
            description: 'Chosen by the caller for this one intent: the same key again answers the first answer and does nothing twice; with another body, 422 IDEMPOTENCY_MISMATCH.',
            schema: { type: 'string', pattern: idempotencyKeyPattern.source },
          },
        ];
      }
      if (call.redirect) continue;
      const byStatus = new Map<number, ErrorCode[]>();
      for (const code of callRefusals(call)) byStatus.set(errorTable[code], [...(byStatus.get(errorTable[code]) ?? []), code]);
      for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
        op.responses[String(status)] = {
          description: `Refused: ${codes.join(', ')}, or a refusal of the call's own with this status.`,
          content: { 'application/json': { schema: errorRef } },
        };
      }
      op.responses.default = {
        description: 'Refused: the error envelope, any code of ErrorCode.',
        content: { 'application/json': { schema: errorRef } },
      };
    }
  }
  document.paths = {
    ...document.paths,
    [liveChannel.path]: {
      get: {
        operationId: 'live/channel',
        tags: ['live'],
        description: `The live channel: a WebSocket (GET with Upgrade: websocket). The page's first frame is a LiveHello (at most ${liveChannel.maxFrame} bytes) with its session token, if any; the server then sends LiveEvent frames, each naming what changed after a commit, never the new figure: the page asks for that over HTTP.`,
        responses: {
          '101': {
            description: 'Switching Protocols: the server sends LiveEvent frames.',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/LiveEvent' },
              },
            },
          },
          '400': { description: 'Not a WebSocket upgrade.' },
        },
      },
    },
  };
  return document;
}

const encryptedNote = (sealed: string) =>
  `Encrypted: the body is \`{keyId, key, iv, data}\` (EncryptedBody): a SealedPayload \`{at, nonce, body}\` whose \`body\` is a ${sealed}, sealed with the key of GET /wps/system/publicKey. 400 BAD_ENCRYPTION when it does not open, SEALED_BODY_STALE when older than 60 seconds; 409 SEALED_BODY_REPLAYED when sent twice.`;

/**
 * The OpenAPI document of every call, made by @fastify/swagger from the routes as the call table
 * registers them (method, path, request and response schemas, session), served at /docs/json and
 * drawn by Swagger UI at /docs. Outside production only: it is a map for developers, not players.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schema objects are JSON Schema (2020-12), so ours go in as they are written.
      openapi: '3.1.0',
      info: {
        title: 'Marquee platform API',
        version: '1',
        description:
          'Every call answers `{success: true, value}` or `{success: false, errorCode, message, field?}`. Calls marked encrypted take `{keyId, key, iv, data}` sealed with the key of GET /wps/system/publicKey; the sealed JSON is `{at, nonce, body}` (SealedPayload): dated by the serverTime that call answers, taken once, for 60 seconds.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const openapi = document.openapiObject;
      return withCallNotes(inwardRefs(openapi, openapi.components?.schemas ?? {}) as Document) as typeof openapi;
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
