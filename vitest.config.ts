import { configDefaults, defineConfig } from 'vitest/config';

const browserTests = 'tests/e2e/**/*.test.ts';
const apiTests = 'tests/api/**/*.test.ts';
// Replaces a module with a double (vi.mock), so it needs a module graph of its own: it runs isolated,
// in `unit+api`, while the other API tests share their worker's imports in `api`.
const isolatedApiTests = ['tests/api/fuzz.test.ts'];

/**
 * Three projects. `unit+api` and `api` run on whichever engine the run tests (PGlite, or PostgreSQL
 * when DATABASE_URL is set, then only the files that can touch storage). `e2e`, the browser tests, runs
 * only on PGlite, the engine `npm start` uses: they test the site and the server, and the storage
 * tests already cover PostgreSQL.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two test files at a time. On PostgreSQL (no browser tests) a third: the API tests
    // there wait on the database server's process as much as they compute, and two left a core idle.
    maxWorkers: process.env.DATABASE_URL ? 3 : 2,
    reporters: ['default', './tests/helpers/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit+api',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'renderers/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/*.test.ts', 'tests/helpers/**/*.test.ts', ...isolatedApiTests],
          // On PostgreSQL, what can touch storage: the site's code, the renderers, the scripts and
          // the games' simulations never open a database, and a second engine would prove nothing new.
          exclude: [...configDefaults.exclude, browserTests, ...(process.env.DATABASE_URL ? ['src/**', 'renderers/**', 'scripts/**', 'server/games/studio/**', 'server/games/lottery/**'] : [])],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: [apiTests],
          exclude: [...configDefaults.exclude, ...isolatedApiTests],
          // Each file starts its own server on its own database: what a worker keeps from one file to
          // the next is the imported code. Importing the server anew for every file cost about eight
          // seconds a file, a third of these files' time.
          isolate: false,
        },
      },
      ...(process.env.DATABASE_URL
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'e2e',
                include: [browserTests],
                // A worker runs file after file in one module graph, so the browser and the site
                // server of tests/e2e/helpers/fixtures.ts (worker fixtures) serve all its files.
                isolate: false,
                // The first test of a worker also starts the server and the browser.
                testTimeout: 60_000,
                // Builds dist/client when browser tests are selected and the build is stale.
                globalSetup: ['./tests/e2e/globalSetup.ts'],
              },
            },
          ]),
    ],
  },
});
