import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, `N passed, N failed, N skipped`, that any CI reader understands. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
    }
    const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    process.stdout.write(`\n${engine}: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
