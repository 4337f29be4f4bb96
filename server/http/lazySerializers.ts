import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type BuildSerializer = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildSerializer']>;

/**
 * Fastify's own serializer factory (fast-json-stringify), except that a route's answer is compiled
 * when the route first answers rather than when the server starts. Compiling every call's answer
 * up front cost more than a second of each start (two hundred routes), paid by every test server
 * and every restart for routes most of them never answer; the first answer of a route now pays a
 * few milliseconds instead. `tests/api/responseSerializers.test.ts` compiles them all, so a
 * response schema fast-json-stringify cannot take still fails a test rather than a first request.
 */
export const lazySerializers: BuildSerializer = (externalSchemas, serializerOpts) => {
  const build = SerializerSelector()(externalSchemas, serializerOpts);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= build(route) as (data: unknown) => string)(data);
  };
};
