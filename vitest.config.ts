import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './scripts/build/compiledCatalogs.ts';

export default defineConfig({
  plugins: [compiledCatalogs()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    // Machines are shared: a slow moment must not fail a correct test.
    testTimeout: 30_000,
    // A value polled for (expect.poll) may take a busy machine more than the default second to settle.
    expect: { poll: { timeout: 20_000 } },
    reporters: ['default', './test/support/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/browser/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['test/support/setupWords.ts'],
          // Vitest keeps a core free by default, which on two cores runs these one file at a time; the
          // browser tests run after them, on their own, so these may use every core.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/support/globalSetup.ts'],
          // One Chromium at a time: two cores, and each test starts its own server.
          fileParallelism: false,
          // The drive files run each game in its own process (server and Chromium): two at a time keep both
          // cores busy while each waits for its taps to paint.
          maxConcurrency: 2,
          // A game tapped in entry by entry took 90 seconds on a loaded machine: room for twice that.
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
