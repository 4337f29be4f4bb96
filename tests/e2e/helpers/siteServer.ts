import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { startTestServer, type StartOptions, type TestServer } from '../../helpers/testServer';
import { clientDir, type SiteBuild } from './buildSite';

export { clientDir };

/**
 * The brands' hosts. Chromium resolves `localhost` and every `*.localhost` to the loopback address
 * by itself, so `http://lumen.localhost:<port>/` reaches the test server with Host lumen.localhost.
 */
export const brandHosts = { bd: 'localhost', lumen: 'lumen.localhost' } as const;

export interface SiteServer extends TestServer {
  /** `http://<host>:<port><path>`; the host picks the brand (default: the default brand). */
  siteUrl(path?: string, host?: string): string;
}

/** What tests/e2e/globalSetup.ts did about dist/client for this run. */
export function siteBuild(): SiteBuild {
  // Undefined under a config without the global setup: then only an existing dist/client counts.
  return inject('siteBuild') ?? { state: 'not-needed' };
}

/** True when there is no site to test yet: skip the file's browser tests then (`describe.skipIf`). */
export function siteAbsent(): boolean {
  return siteBuild().state === 'absent';
}

/** The real server on a fresh database, serving the built site from dist/client. */
export async function startSiteServer(opts: Omit<StartOptions, 'clientDir'> = {}): Promise<SiteServer> {
  const build = siteBuild();
  if (build.state === 'failed' || build.state === 'absent') throw new Error(`the site could not be built: ${build.reason}`);
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir}/index.html is missing: the site was not built`);
  const server = await startTestServer({ ...opts, clientDir });
  return {
    ...server,
    siteUrl: (path = '/', host: string = brandHosts.bd) => `http://${host}:${server.port}${path.startsWith('/') ? path : `/${path}`}`,
  };
}

/**
 * A site server of the calling test file's own (beforeAll/afterAll), for tests that need another
 * one than the worker's shared server (another config folder, say); returns a getter. Most tests
 * take the shared one: `site` of ./fixtures.
 */
export function useSiteServer(opts: Omit<StartOptions, 'clientDir'> = {}): () => SiteServer {
  let server: SiteServer | undefined;
  beforeAll(async () => {
    server = await startSiteServer(opts);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('no site server: it failed to start, or useSiteServer() was not called at the top level');
    return server;
  };
}
