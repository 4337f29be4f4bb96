import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/config';
import { testRedisPrefix } from './testRedisPrefix';

/**
 * Runs `server/main.ts` as `npm start` does (node with tsx's loader, in one process, so a signal
 * reaches the server itself), on its own embedded database and a free port. `entry` may name
 * `scripts/start.ts` instead, which builds the site first when it is stale.
 */
export function runServer(env: Record<string, string>, entry = join('server', 'main.ts')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, entry)], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      MARQUEE_DATA_DIR: dataDir,
      MARQUEE_CLIENT_DIR: join(dataDir, 'no-client'),
      MARQUEE_REDIS_PREFIX: testRedisPrefix(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (re: RegExp, ms = 40_000) => {
    const until = Date.now() + ms;
    while (!re.test(output)) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${re}; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return output.match(re)!;
  };
  return { child, exited, waitFor, output: () => output };
}

/** The port a server process listens on, once it says so (within `ms`). */
export async function listeningPort(p: ReturnType<typeof runServer>, ms?: number): Promise<number> {
  const [, port] = await p.waitFor(/"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/, ms);
  return Number(port);
}
