/**
 * Writes examples/records/2023-power-shift-3p.json: a complete 3-player 2023 game with Power Shift,
 * played by the random legal player, the first seed whose game enters every hand, plays modifiers,
 * uses both abilities and takes a modifier back with Empowerment.
 * Run: node bin/run.mjs scripts/makePowerShiftRecord.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_FORMAT } from '../src/record/schema';
import type { Command } from '../src/rules';
import { playRandomGame } from '../test/support/playGame';

const has = (log: readonly Command[]) => ({
  modifier: log.some((c) => c.type === 'play-power' && c.modifier !== undefined),
  court: log.some((c) => c.type === 'modifier-ability' && c.use.kind === 'provinces-to-court'),
  grande: log.some((c) => c.type === 'modifier-ability' && c.use.kind === 'move-grande'),
  back: log.some((c) => c.type === 'special' && c.action.kind === 'modifier-card'),
});

const style = { corrections: false, skipChance: 0.02 };
for (let seed = 1; seed <= 400; seed += 1) {
  const { log } = playRandomGame({ edition: '2023', players: 3, modules: ['power-shift'], seed }, undefined, style);
  if (!Object.values(has(log)).every(Boolean)) continue;
  const [setup, ...commands] = log;
  if (setup?.type !== 'setup') throw new Error('a game log opens with its setup');
  const { type: _setup, ...setupFields } = setup;
  const title = 'Three players, 2023 rules with Power Shift, nine rounds';
  const head = JSON.stringify({ format: RECORD_FORMAT, title, setup: setupFields }, null, 2).replace(/\n}$/, '');
  const lines = commands.map((c) => `    ${JSON.stringify(c)}`).join(',\n');
  writeFileSync(
    join(process.cwd(), 'examples/records/2023-power-shift-3p.json'),
    `${head},\n  "commands": [\n${lines}\n  ]\n}\n`,
  );
  console.log(`seed ${seed}: ${commands.length} commands`);
  process.exit(0);
}
throw new Error('no seed up to 400 used every part of Power Shift');
