import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { rateLimitsFor } from '../../server/http/rateLimits';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { testRedisPrefix } from '../helpers/testRedisPrefix';

// What the limits keep in Redis is named for what it counts, `<prefix>rl:<limit>:<who>`, so an
// operator reading Redis (or clearing one address's count) can tell the keys apart.

describe.runIf(process.env.REDIS_URL)('rate-limit keys in Redis', () => {
  const prefix = testRedisPrefix();
  let server: TestServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: rateLimitsFor('production'), redisPrefix: prefix });
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await server?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('names each key after its limit and whom it counts', async () => {
    const headers = { 'X-Forwarded-For': '10.78.0.1' };
    const sent = await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '1712000001' }, headers });
    expect(sent.status).toBeLessThan(500);
    const keys = (await redis.keys(`${prefix}*`)).sort();
    expect(keys).toEqual([`${prefix}rl:callsPerAddress:10.78.0.1`, `${prefix}rl:smsPerAddress:10.78.0.1`]);
    expect(await redis.get(`${prefix}rl:smsPerAddress:10.78.0.1`)).toBe('1');
    expect(await redis.pttl(`${prefix}rl:smsPerAddress:10.78.0.1`)).toBeGreaterThan(59 * 60_000);
  });
});
