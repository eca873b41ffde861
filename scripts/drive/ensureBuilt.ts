import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../test/browser/support/servers';

/** The newest modification time under a folder. */
const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, item) => {
    const path = join(dir, item.name);
    return Math.max(latest, item.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

/** Builds the app when dist/ is missing or older than the sources: drive and soak play the production build. */
export function ensureBuilt(log: (line: string) => void): void {
  const built = join(ROOT, 'dist/index.html');
  if (
    existsSync(built) &&
    statSync(built).mtimeMs >= Math.max(newest(join(ROOT, 'src')), statSync(join(ROOT, 'index.html')).mtimeMs)
  )
    return;
  log('building the app…');
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the app does not build: ${result.stderr.split('\n')[0]}`);
}
