import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names: enough to see where a run's minutes went. */
const SLOWEST_SHOWN = 12;

/**
 * Ends the run with one plain line, `N passed, N failed, N skipped`, that any CI reader understands,
 * and the slowest files with their seconds (import, set-up and tests), so a run that grows longer
 * says where.
 */
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
    const seconds = (m: TestModule) => {
      const d = m.diagnostic();
      return (d.collectDuration + d.setupDuration + d.duration) / 1000;
    };
    const slowest = [...modules]
      .sort((a, b) => seconds(b) - seconds(a))
      .slice(0, SLOWEST_SHOWN)
      .map((m) => `  ${seconds(m).toFixed(0).padStart(5)} s  ${m.project.name}  ${m.relativeModuleId}`);
    process.stdout.write(`\nslowest files (${engine}):\n${slowest.join('\n')}\n`);
    process.stdout.write(`\n${engine}: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
