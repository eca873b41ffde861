#!/usr/bin/env node
// Runs a TypeScript entry point: `node bin/run.mjs src/cli/score.ts ARGS…`. The entry is bundled
// into .cache/ and rebuilt only when the sources or the installed packages change, so repeated
// calls start as fast as plain Node.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  process.stderr.write('usage: node bin/run.mjs ENTRY.ts [ARGS…]\n');
  process.exit(2);
}
const entry = resolve(root, entryArg);
const bundle = join(
  root,
  '.cache/run',
  `${relative(root, entry)
    .replace(/[\\/]/g, '__')
    .replace(/\.tsx?$/, '')}.mjs`,
);
const stamp = `${bundle}.stamp`;
// The entry sees its own arguments, as if run directly.
process.argv = [process.argv[0], entry, ...args];

/** Every source path with its modification time, plus the lock file: a rename, a deletion or an update changes it. */
function fingerprint() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const item of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, item.name);
      if (item.isDirectory()) walk(path);
      else hash.update(`${path}:${statSync(path).mtimeMs}\n`);
    }
  };
  for (const dir of ['src', 'scripts', 'test/support', 'test/browser/support'])
    if (existsSync(join(root, dir))) walk(join(root, dir));
  for (const file of ['package-lock.json', 'node_modules/.package-lock.json']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(`${file}:${statSync(path).mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Writes beside, then renames: a second call starting meanwhile never reads half a file. */
function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

const current = fingerprint();
if (!existsSync(bundle) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== current) {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    write: false,
    // The browser driver and the build tool stay packages: they load files of their own at run time.
    external: ['playwright-core', 'vite', 'vite-plugin-pwa'],
  });
  mkdirSync(dirname(bundle), { recursive: true });
  writeAtomically(bundle, outputFiles[0].contents);
  writeAtomically(stamp, current);
}
await import(pathToFileURL(bundle).href);
