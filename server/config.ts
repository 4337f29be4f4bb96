import { join } from 'node:path';

export const profiles = ['demo', 'test', 'production'] as const;
export type Profile = (typeof profiles)[number];

export interface ServerConfig {
  port: number;
  host: string;
  profile: Profile;
  databaseUrl: string | undefined;
  dataDir: string;
  configDir: string;
  clientDir: string;
  /** Which peers may set X-Forwarded-For (proxy-addr syntax). */
  trustProxy: string;
  /** Load config/seed/ into a database that was never seeded. */
  seedDemo: boolean;
  /** The first admin's name and password, used once on a database without operators. */
  adminName: string | undefined;
  adminPassword: string | undefined;
  /** Where rate-limit counts live when several API processes share them; in memory without it. */
  redisUrl: string | undefined;
  /** Put before every Redis key this deployment writes (server/http/callLimits.ts has the default). */
  redisPrefix: string | undefined;
  /** A breached-password range look-up new passwords are also checked against (server/lib/breachedPasswords.ts); none without it. */
  breachedPasswordsUrl: string | undefined;
}

export const projectRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** Switches that only make sense when nobody's money is real; production refuses to start with any of them. */
const demoOnlySwitches = ['MARQUEE_SEED_DEMO'] as const;

export class ConfigError extends Error {}

/** An http(s) address from the environment, or a start refused with the variable's name. */
function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http or https address (got ${value})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http or https address (got ${value})`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const profile = (env.MARQUEE_PROFILE ?? 'demo') as Profile;
  if (!profiles.includes(profile)) throw new ConfigError(`MARQUEE_PROFILE must be one of ${profiles.join(', ')} (got ${profile})`);
  if (profile === 'production') {
    const set = demoOnlySwitches.filter((k) => env[k] !== undefined);
    if (set.length) throw new ConfigError(`the production profile refuses demo and test switches: unset ${set.join(', ')}`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number (got ${env.PORT})`);
  return {
    port,
    // Outside production the demo accounts and /dev/* are live: only this machine reaches them unless HOST says otherwise.
    host: env.HOST || (profile === 'production' ? '0.0.0.0' : '127.0.0.1'),
    profile,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.MARQUEE_DATA_DIR ?? join(projectRoot, 'data'),
    configDir: env.MARQUEE_CONFIG_DIR ?? join(projectRoot, 'config'),
    clientDir: env.MARQUEE_CLIENT_DIR ?? join(projectRoot, 'dist', 'client'),
    trustProxy: env.MARQUEE_TRUST_PROXY ?? 'loopback',
    seedDemo: profile !== 'production' && env.MARQUEE_SEED_DEMO !== '0',
    adminName: env.MARQUEE_ADMIN_NAME || undefined,
    adminPassword: env.MARQUEE_ADMIN_PASSWORD || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.MARQUEE_REDIS_PREFIX || undefined,
    breachedPasswordsUrl: httpUrl('MARQUEE_BREACHED_PASSWORDS_URL', env.MARQUEE_BREACHED_PASSWORDS_URL),
  };
}
