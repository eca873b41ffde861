#!/usr/bin/env node
// Prints speed and size numbers as JSON. Targets live here, never in unit tests: the machines are shared and noisy.
//   scoreCommand: wall time of `npm run --silent score -- FILE`, called in a row, as a table's tooling would.
//   app: first-visit JS and CSS (gzip) and requests; offline cold-start paint against a static floor page.
//   game: the game screen driven through the example records — taps per turn, tap → next paint beside a
//   plain button, one command stored and shown beside one strict IndexedDB put (scripts/drive/benchGame.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
const game = spawnSync('node', ['bin/run.mjs', 'scripts/drive/benchGame.ts'], { cwd: root, encoding: 'utf8' });
if (game.status !== 0) throw new Error(`game bench: ${game.stderr}`);
report.game = JSON.parse(game.stdout);
console.log(JSON.stringify(report, null, 2));
