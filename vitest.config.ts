import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'renderers/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two test files at a time, each with its own server and database.
    maxWorkers: 2,
    reporters: ['default', './tests/helpers/summaryReporter.ts'],
    // Builds dist/client for the browser tests when they are selected and the build is stale.
    globalSetup: ['./tests/e2e/globalSetup.ts'],
  },
});
