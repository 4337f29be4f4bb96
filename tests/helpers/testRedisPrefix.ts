import { randomBytes } from 'node:crypto';

/** Redis keys of one test server or process: parallel runs, and the other test files, never meet them. */
export const testRedisPrefix = () => `marquee-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
