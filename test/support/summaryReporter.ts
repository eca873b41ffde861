import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, "Tests: N passed, N failed, N skipped", so a run that
 * executed nothing, or failed, is visible at a glance in any log.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed' || state === 'skipped') count[state] += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) count.failed += 1;
    }
    process.stdout.write(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
