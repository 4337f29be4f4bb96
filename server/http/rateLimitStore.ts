import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The plugin's own store, for its atomic Lua script; the package has no export map, so its file is reachable.
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

/** What the plugin hands a store of a limiter's options (its types leave the growing wait out). */
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * The plugin's Redis store, with keys named `<prefix>rl:<limit>:<who>`: our limiters' key
 * generators give `<limit>:<who>` (server/http/callLimits.ts). The plugin's store puts a route's
 * method and URL before the key, and a limiter made by `createRateLimit` has no route, so every
 * key read `<prefix>undefinedundefined-…`: no one could tell in Redis which limit a key counts.
 * Each limiter keeps its own options (a growing wait or not); only the name changes.
 */
export function namedRedisStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const storeFor = (params: StoreParams): FastifyRateLimitStore => {
    const store = new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis, `${prefix}rl:`) as unknown as FastifyRateLimitStore;
    store.child = (options) => storeFor(options as unknown as StoreParams);
    return store;
  };
  // The plugin constructs its store with `new`; a constructor that returns an object gives that object.
  return function NamedRedisStore(params: StoreParams) {
    return storeFor(params);
  } as unknown as FastifyRateLimitStoreCtor;
}
