// The engine's numbers for `npm run bench`, as JSON: the replay time of the longest example game
// beside a floor measured in the same run (one pass over the same log doing nothing but reading
// it), and the size of a finished game's state (target 10 KB: scorings keep their points; their explanations
// are derived when shown).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordLog } from '../src/record/recordLog';
import { parseRecord } from '../src/record/schema';
import { replay } from '../src/rules';
import { say } from './drive/speech';

// Run through bin/run.mjs from the project's folder (npm scripts always are).
const root = process.cwd();
const dir = join(root, 'examples/records');
const logs = readdirSync(dir).map((file) => {
  const parsed = parseRecord(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${say(parsed.error.message)}`);
  return { file, log: recordLog(parsed.value) };
});
const longest = logs.reduce((a, b) => (b.log.length > a.log.length ? b : a));
const time = (run: () => unknown, runs = 30) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};
time(() => replay(longest.log), 5); // warm up
const replayMs = time(() => replay(longest.log));
const floorMs = time(() => JSON.parse(JSON.stringify(longest.log)));
const state = replay(longest.log).state;
const bytes = new TextEncoder().encode(JSON.stringify(state)).length;
const round = (x: number) => Math.round(x * 100) / 100;
process.stdout.write(
  `${JSON.stringify(
    {
      replayLongestExample: {
        file: longest.file,
        commands: longest.log.length,
        p50Ms: round(replayMs),
        floorCopyP50Ms: round(floorMs),
        ratio: round(replayMs / Math.max(0.01, floorMs)),
      },
      finishedGameState: { kB: round(bytes / 1024), targetKB: 10, withinTarget: bytes / 1024 <= 10 },
    },
    null,
    2,
  )}\n`,
);
