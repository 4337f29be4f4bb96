// @fastify/rate-limit types its plugin, not the file of its Redis store, which
// server/http/rateLimitStore.ts builds on: the little it uses.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  export default class RedisStore implements Pick<FastifyRateLimitStore, 'incr'> {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string);
    incr: FastifyRateLimitStore['incr'];
  }
}
