import { expect } from 'vitest';
import {
  type AreaId,
  applyCommand,
  type Command,
  type EditionId,
  findCard,
  type GameState,
  type RegionId,
  type RuleError,
  type RuleOptions,
  type SetupCommand,
  type TableCorrectionCommand,
} from '../../src/rules';
import { say } from './speech';

export const PLAYERS = ['red', 'blue', 'yellow', 'green'] as const;
const info = (id: string) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), colour: id });

/** Applies commands in order; a refusal fails the test with the engine's reason. */
export function run(state: GameState | undefined, ...commands: Command[]): GameState {
  let current = state;
  for (const command of commands) {
    const result = applyCommand(current, command);
    if (!result.ok) throw new Error(`${command.type} refused: ${result.error.code}: ${say(result.error.message)}`);
    current = result.value;
  }
  return current!;
}

/** Expects a refusal with this code, and the table left exactly as it was. */
export function refused(state: GameState, command: Command, code: string): RuleError {
  const before = structuredClone(state);
  const result = applyCommand(deepFreeze(state), command);
  if (result.ok) throw new Error(`${command.type} was accepted, expected ${code}`);
  expect(result.error.code).toBe(code);
  expect(say(result.error.message).length).toBeGreaterThan(10);
  expect(state).toEqual(before);
  return result.error;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export interface TurnSetup {
  readonly edition?: EditionId;
  readonly options?: Partial<RuleOptions>;
  readonly players?: readonly string[];
  readonly king?: RegionId;
  readonly homes?: Readonly<Record<string, RegionId>>;
  /** The card the first player takes (its id), and what lies on the other stacks. */
  readonly card: string;
  /** Caballeros per area per colour, as the table shows them (set through a table correction). */
  readonly pieces?: Partial<Record<AreaId, Record<string, number>>>;
  readonly court?: Record<string, number>;
  /** Variants in play, their readings and the Church's two regions (required with the Church). */
  readonly modules?: SetupCommand['modules'];
  readonly moduleOptions?: SetupCommand['moduleOptions'];
  readonly church?: readonly RegionId[];
}

/**
 * A table where `players[0]` (red) is on turn with `card` taken: a fresh game, the card among the
 * offer, red playing the 13, the board set to `pieces` by a table correction.
 */
export function turnWith(setup: TurnSetup): GameState {
  const edition = setup.edition ?? 'classic';
  const players = setup.players ?? PLAYERS;
  const defaults = ['galicia', 'aragon', 'sevilla', 'valencia', 'cataluna'] as RegionId[];
  const homes = setup.homes ?? Object.fromEntries(players.map((id, i) => [id, defaults[i] as RegionId]));
  const card = findCard(edition, setup.card);
  if (!card) throw new Error(`no card ${setup.card} in ${edition}`);
  const fillers: Record<string, string> =
    edition === '2023'
      ? { '1': '2023/move-4-any', '2': '2023/decay-3-court', '3': '2023/outposts', '4': '2023/court' }
      : {
          '1': 'classic/move-4-any',
          '2': 'classic/decay-3-court',
          '3': 'classic/score-4-regions',
          '4': 'classic/court',
        };
  const cards = { ...fillers, ...(card.everyRound ? {} : { [String(card.stack)]: card.id }) };
  let state = run(undefined, {
    type: 'setup',
    edition,
    ...(setup.options ? { options: setup.options } : {}),
    players: players.map(info),
    ...(setup.modules ? { modules: setup.modules } : {}),
    ...(setup.moduleOptions ? { moduleOptions: setup.moduleOptions } : {}),
    ...(setup.church ? { church: setup.church } : {}),
    king: setup.king ?? 'castilla-la-nueva',
    homes,
    startPlayer: players[0] as string,
  });
  state = run(state, { type: 'reveal-cards', cards });
  players.forEach((id, i) => {
    state = run(state, { type: 'play-power', player: id, value: (13 - i) as 13 });
  });
  state = arranged(state, setup);
  return run(state, { type: 'take-card', player: players[0] as string, slot: String(card.stack) as '1' });
}

/** The table with these counts per area and court set by one table correction (none given: as it is). */
export function arranged(
  state: GameState,
  { pieces, court }: { readonly pieces?: TableCorrectionCommand['areas']; readonly court?: Record<string, number> },
): GameState {
  if (!pieces && !court) return state;
  return run(state, {
    type: 'table-correction',
    note: 'arranging the scenario',
    ...(pieces ? { areas: pieces } : {}),
    ...(court ? { court } : {}),
  });
}

/** The special action command of the player on turn. */
export const special = (state: GameState, action: unknown, vetoedBy?: string): Command => ({
  type: 'special',
  player: state.turn!.player,
  action: action as never,
  ...(vetoedBy ? { vetoedBy } : {}),
});
