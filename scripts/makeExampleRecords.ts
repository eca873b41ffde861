/**
 * Writes the example game records under examples/records/: a complete 4-player classic game, a
 * complete 5-player Big Box game and a complete 2-player 2023 game with the dummy, played by the
 * random legal player steered so that between them every special action is used and a veto stops one.
 * Run: node bin/run.mjs scripts/makeExampleRecords.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_FORMAT } from '../src/record/schema';
import { type Command, cardCatalog, EDITION_IDS, type EffectId, findCard, type GameState } from '../src/rules';
import { type PlayedGame, playRandomGame } from '../test/support/playGame';
import type { GameShape } from '../test/support/randomPlayer';

const shapes: { file: string; title: string; shape: Omit<GameShape, 'seed'> }[] = [
  {
    file: 'classic-4p.json',
    title: 'Four players, classic rules, nine rounds',
    shape: { edition: 'classic', players: 4 },
  },
  {
    file: 'bigbox-5p.json',
    title: 'Five players, Big Box rules, nine rounds',
    shape: { edition: 'bigbox', players: 5 },
  },
  {
    file: '2023-2p-dummy.json',
    title: 'Two players and the dummy, 2023 rules, nine rounds',
    shape: { edition: '2023', players: 2 },
  },
];

/** The special actions a game carried out (not skipped), read from the card on turn before each one. */
export function effectsUsed({ log, states }: PlayedGame): Set<EffectId> {
  const used = new Set<EffectId>();
  log.forEach((command, i) => {
    const before: GameState | undefined = states[i - 1];
    if (command.type === 'special' && before?.turn?.card)
      used.add(findCard(before.setup.edition, before.turn.card.id)!.effect);
  });
  return used;
}

const vetoPlayed = (log: readonly Command[]) =>
  log.some((c) => c.type === 'veto' || (c.type === 'special' && c.vetoedBy !== undefined));

const covered = new Set<EffectId>();
let vetoed = false;
// Bundled into .cache/ when run, so paths start from the working directory (the project root).
const out = join(process.cwd(), 'examples/records');
mkdirSync(out, { recursive: true });
for (const { file, title, shape } of shapes) {
  const style = {
    corrections: false,
    skipChance: 0.02,
    prefer: (c: { effect: EffectId }) => (covered.has(c.effect) ? 1 : 40),
  };
  let best: { game: PlayedGame; gain: number } | undefined;
  for (let seed = 1; seed <= 400; seed += 1) {
    const game = playRandomGame({ ...shape, seed }, undefined, style);
    const gain =
      [...effectsUsed(game)].filter((e) => !covered.has(e)).length + (vetoPlayed(game.log) && !vetoed ? 5 : 0);
    if (!best || gain > best.gain) best = { game, gain };
  }
  const { log } = best!.game;
  const [setup, ...commands] = log;
  if (setup?.type !== 'setup') throw new Error('a game log opens with its setup');
  const { type: _setup, ...setupFields } = setup;
  // One command per line: a record reads like the game's diary.
  const head = JSON.stringify({ format: RECORD_FORMAT, title, setup: setupFields }, null, 2).replace(/\n}$/, '');
  const lines = commands.map((c) => `    ${JSON.stringify(c)}`).join(',\n');
  writeFileSync(join(out, file), `${head},\n  "commands": [\n${lines}\n  ]\n}\n`);
  for (const effect of effectsUsed(best!.game)) covered.add(effect);
  vetoed ||= vetoPlayed(log);
  console.log(`${file}: ${commands.length} commands`);
}
// The editions' own cards: a module's cards are played in the module records (makeModuleRecords.ts).
const baseEffects = new Set(EDITION_IDS.flatMap((edition) => cardCatalog(edition).map((card) => card.effect)));
const missing = [...baseEffects].filter((e) => !covered.has(e));
console.log(
  missing.length === 0 && vetoed
    ? 'every special action of the editions is used, and a veto is played'
    : `missing: ${missing.join(', ')}; veto played: ${vetoed}`,
);
