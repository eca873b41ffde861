/**
 * Random complete games as game records, from the project's own random legal player: every
 * edition, two to five players (the dummy with two where the rules have it), short games, rule
 * options switched now and then, and one game in three with variants and expansions of its edition. A game number and a seed give the same record every time.
 */
import { type GameRecord, RECORD_FORMAT } from '../../src/record/schema';
import {
  type Command,
  EDITION_IDS,
  type EditionId,
  type GameLength,
  keysOf,
  type ModuleOptions,
  RULE_OPTIONS,
  type RuleOptions,
  seededRandom,
  setupModuleChoices,
  withModuleReading,
} from '../../src/rules';
import type { TablePrefs } from '../../src/session/tablePrefs';
import { playRandomGame } from '../../test/support/playGame';
import type { GameShape, Random } from '../../test/support/randomPlayer';

const LENGTHS: readonly GameLength[] = ['full', 'short-official', 'short-fan'];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Each option switched to another of its readings one time in four. */
function switchedOptions(random: Random): Partial<RuleOptions> {
  const options: Record<string, unknown> = {};
  for (const id of keysOf(RULE_OPTIONS)) {
    if (random() < 0.25) options[id] = pick<{ value: unknown }>(random, RULE_OPTIONS[id].choices).value;
  }
  return options as Partial<RuleOptions>;
}

/** The shape of game `game` (counted from 1) of a run with this seed. */
export function randomShape(seed: number, game: number): GameShape {
  const random = seededRandom((seed * 1009 + game * 7) >>> 0);
  const edition = pick(random, EDITION_IDS);
  const players = 2 + Math.floor(random() * 4);
  const length = pick(random, LENGTHS);
  const options = random() < 0.5 ? switchedOptions(random) : {};
  const fourStacks = players === 3 && random() < 0.5 ? random() < 0.5 : undefined;
  return {
    edition,
    players,
    length,
    seed: (seed * 31 + game) >>> 0,
    options,
    ...(fourStacks !== undefined ? { fourStacks } : {}),
    ...randomModules(seed, game, edition),
  };
}

/**
 * The variants and expansions of game `game`, one game in three: each module the edition offers
 * ticked half the time (at least one), only those the engine lets go together, and each of their
 * readings switched one time in four. Drawn apart from the rest of the shape, so a seed's editions,
 * players and options stay what they were.
 */
export function randomModules(
  seed: number,
  game: number,
  edition: EditionId,
): Pick<GameShape, 'modules' | 'moduleOptions'> {
  const random = seededRandom((seed * 3001 + game * 13 + 9) >>> 0);
  random(); // nearby seeds start alike: the first draw is left out
  if (random() >= 1 / 3) return {};
  const offered = setupModuleChoices(edition, [])
    .modules.filter((m) => m.state.kind === 'may-add')
    .map((m) => m.id);
  if (offered.length === 0) return {};
  const ticked = offered.filter(() => random() < 0.5);
  const wanted = setupModuleChoices(edition, ticked.length > 0 ? ticked : [pick(random, offered)]);
  let readings: Partial<ModuleOptions> = {};
  for (const r of wanted.readings) {
    if (random() < 0.25) readings = withModuleReading(readings, r.id, pick(random, r.choices).value) ?? readings;
  }
  const { modules, moduleOptions } = setupModuleChoices(edition, wanted.chosen.modules, readings).chosen;
  return {
    modules,
    ...(Object.keys(moduleOptions).length > 0 ? { moduleOptions } : {}),
  };
}

/**
 * How the table of game `game` sets the app up (not rules, so not in the record): memory mode and
 * disks passed round in secret, each one time in four. Drawn apart from the shape, so a seed's games stay the
 * same games.
 */
export function randomPrefs(seed: number, game: number): Partial<TablePrefs> {
  const random = seededRandom((seed * 2003 + game * 11 + 5) >>> 0);
  random(); // nearby seeds start alike: the first draw is left out
  return {
    ...(random() < 0.25 ? { memoryMode: true } : {}),
    ...(random() < 0.25 ? { diskEntry: 'pass-the-tablet' as const } : {}),
  };
}

/** In words, for the run's log: "classic, 4 players, short-fan, options tie+veto, modules church, memory mode". */
export function shapeWords(shape: GameShape, prefs: Partial<TablePrefs> = {}): string {
  const options = Object.keys(shape.options ?? {});
  return [
    shape.edition,
    `${shape.players} players`,
    shape.length ?? 'full',
    options.length > 0 ? `options ${options.join('+')}` : '',
    shape.modules && shape.modules.length > 0 ? `modules ${shape.modules.join('+')}` : '',
    Object.keys(shape.moduleOptions ?? {}).length > 0
      ? `readings ${Object.keys(shape.moduleOptions ?? {}).join('+')}`
      : '',
    shape.fourStacks !== undefined ? `fourStacks ${shape.fourStacks}` : '',
    prefs.memoryMode ? 'memory mode' : '',
    prefs.diskEntry === 'pass-the-tablet' ? 'disks passed round' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A whole random game of this shape, as a record. */
export function randomRecord(shape: GameShape, title: string): GameRecord {
  // Region names as the board spells them: the screens enter every region by its id.
  const { log } = playRandomGame(shape, undefined, { aliases: false });
  const [setup, ...commands] = log as [Extract<Command, { type: 'setup' }>, ...Command[]];
  const { type: _setup, ...setupFields } = setup;
  return { format: RECORD_FORMAT, title, setup: setupFields, commands } as GameRecord;
}

/** A record as the examples write it: one command a line. */
export function recordText(record: GameRecord): string {
  const { commands, ...head } = record;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "commands": [\n${commands.map((c) => `    ${JSON.stringify(c)}`).join(',\n')}\n  ]\n}\n`;
}
