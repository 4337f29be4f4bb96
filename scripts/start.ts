// `npm start`: build the site when it is missing or older than its sources, then run the server
// (site + API on one port, embedded database unless DATABASE_URL is set).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { projectRoot } from '../server/config';

const builtIndex = join(projectRoot, 'dist', 'client', 'index.html');
const sources = ['index.html', 'console.html', 'play.html', 'vite.config.ts', 'src', 'renderers', 'locales', 'public', 'config/modules.json', 'config/patterns.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), s.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(projectRoot, s))));
if (sourcesAt > builtAt) {
  console.log(builtAt ? 'the site changed since its last build: building it' : 'building the site (first start)');
  await build({ root: projectRoot, logLevel: 'warn' });
}
await import('../server/main');
