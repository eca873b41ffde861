#!/usr/bin/env node
// Runs src/cli/score.ts. The TypeScript is bundled once into .cache/ and rebuilt only when a
// source file is newer, so repeated calls start as fast as plain Node.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src/cli/score.ts');
const bundle = join(root, '.cache/cli/score.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const stale = !existsSync(bundle) || statSync(bundle).mtimeMs < newestSource(join(root, 'src'));
if (stale) {
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
  });
  // Write beside, then rename: a second call starting meanwhile never reads half a file.
  mkdirSync(dirname(bundle), { recursive: true });
  const temporary = `${bundle}.${process.pid}.tmp`;
  writeFileSync(temporary, outputFiles[0].contents);
  renameSync(temporary, bundle);
}
await import(pathToFileURL(bundle).href);
