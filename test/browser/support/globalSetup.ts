import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './servers';

/**
 * Builds the app once for all browser tests: they run against the production build. A separate
 * process, because the test runner's NODE_ENV would otherwise turn it into a non-production build.
 */
export default function buildApp(): void {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}
