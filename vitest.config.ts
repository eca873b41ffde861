import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/browser/**', 'node_modules/**'],
    environment: 'node',
    // Machines are shared: a slow moment must not fail a correct test.
    testTimeout: 30_000,
    reporters: ['default', './test/support/summaryReporter.ts'],
  },
});
