#!/usr/bin/env node
// Prints speed and size numbers as JSON. Targets live here, never in unit tests: the machines are shared and noisy.
//   scoreCommand: wall time of `npm run --silent score -- FILE`, called in a row, as a table's tooling would.
//   app: first-visit JS and CSS (gzip) and requests; offline cold-start paint against a static floor page.
//   calculatorTapToNextPaint: stepper taps on the calculator beside a plain button, at 1× and 4× CPU slowdown.
//   engine: replay time of the longest example game beside a copy of its log, and a finished game's state size.
//   app.precache: the files and bytes the service worker keeps for offline use.
//   app.catalogs: each language's compiled message catalogs, by part (gzip): the bytes one language costs.
//   game: the game screen driven through the example records — taps per turn, tap → next paint beside a
//   plain button, one command stored and shown beside one strict IndexedDB put (scripts/drive/benchGame.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchApp } from './benchApp.mjs';

const root = join(import.meta.dirname, '..');
const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json'));
const calls = Number(process.env.BENCH_SCORE_CALLS ?? 40);

function timeCalls(command, args) {
  const times = [];
  for (let i = 0; i < calls; i += 1) {
    const file = join(root, 'examples', examples[i % examples.length]);
    const start = process.hrtime.bigint();
    const run = spawnSync(command, [...args, file], { cwd: root, encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (run.status !== 0) throw new Error(`${file}: ${run.stderr}`);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { calls, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(times[times.length - 1]) };
}

timeCalls('node', ['bin/run.mjs', 'src/cli/score.ts']); // warm the bundle cache
const report = {
  scoreCommand: { ...timeCalls('npm', ['run', '--silent', 'score', '--']), targetMs: 1000 },
  scoreNode: timeCalls('node', ['bin/run.mjs', 'src/cli/score.ts']),
};
report.scoreCommand.withinTarget = report.scoreCommand.p95Ms < report.scoreCommand.targetMs;
report.app = await benchApp();
// What the service worker keeps for offline use: every file of its precache list, as stored.
const sw = readFileSync(join(root, 'dist/sw.js'), 'utf8');
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
report.app.precache = {
  files: precached.length,
  kB: Math.round(precached.reduce((sum, url) => sum + statSync(join(root, 'dist', url)).size, 0) / 102.4) / 10,
};
// Each language's compiled catalogs, by part, gzip-compressed as sent: one language is loaded at a time.
report.app.catalogs = {};
for (const file of readdirSync(join(root, 'dist/assets')).filter((f) => f.startsWith('catalog-'))) {
  const [, language, part] = /^catalog-(\w+)-(\w+)-/.exec(file) ?? [];
  if (!language || !part) continue;
  const bytes = gzipSync(readFileSync(join(root, 'dist/assets', file)), { level: 9 }).length;
  const sizes = (report.app.catalogs[language] ??= { kB: 0 });
  sizes[part] = Math.round(bytes / 102.4) / 10;
  sizes.kB = Math.round((sizes.kB + bytes / 1024) * 10) / 10;
}
const engine = spawnSync('node', ['bin/run.mjs', 'scripts/benchEngine.ts'], { cwd: root, encoding: 'utf8' });
if (engine.status !== 0) throw new Error(`engine bench: ${engine.stderr}`);
report.engine = JSON.parse(engine.stdout);
const calculator = spawnSync('node', ['bin/run.mjs', 'scripts/drive/benchCalculator.ts'], {
  cwd: root,
  encoding: 'utf8',
});
if (calculator.status !== 0) throw new Error(`calculator bench: ${calculator.stderr}`);
report.calculatorTapToNextPaint = JSON.parse(calculator.stdout);
const game = spawnSync('node', ['bin/run.mjs', 'scripts/drive/benchGame.ts'], { cwd: root, encoding: 'utf8' });
if (game.status !== 0) throw new Error(`game bench: ${game.stderr}`);
report.game = JSON.parse(game.stdout);
console.log(JSON.stringify(report, null, 2));
