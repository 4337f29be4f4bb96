import { Transform } from 'node:stream';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';

const bodies = new WeakMap<FastifyRequest, Buffer[]>();

/**
 * A route's preParsing step that keeps the body's bytes as they stream to the JSON parser: a
 * signature is checked over the bytes as sent. The parser still reads the stream, so the body limit
 * and the JSON errors stay as for every call, and no other route pays for the copy.
 */
export const keepRawBody: preParsingAsyncHookHandler = async (req, _reply, payload) => {
  const chunks: Buffer[] = [];
  bodies.set(req, chunks);
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
  payload.on('error', (err) => copy.destroy(err));
  return payload.pipe(copy);
};

/** The body's bytes as they came (none for a call without a body). */
export const rawBodyOf = (req: FastifyRequest): Buffer => Buffer.concat(bodies.get(req) ?? []);
