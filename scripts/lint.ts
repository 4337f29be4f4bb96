// `npm test`'s lint step: ESLint over the repository (`npm run lint`), then the import rules
// (`npm run lint:deps`). CI runs `npm test` twice on the same code, on PGlite and then on
// PostgreSQL with DATABASE_URL set: a second lint could only repeat the first's answer, so where
// DATABASE_URL is set this step says so and passes.
import { spawnSync } from 'node:child_process';

if (process.env.DATABASE_URL) {
  console.log('lint: skipped where DATABASE_URL is set; the run on PGlite lints this same code');
} else {
  for (const script of ['lint', 'lint:deps']) {
    const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
