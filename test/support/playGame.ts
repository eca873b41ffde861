import { applyCommand, type Command, type GameState, seededRandom, setupGame } from '../../src/rules';
import { type GameShape, type PlayStyle, randomCommand, setupCommand } from './randomPlayer';
import { say } from './speech';

export interface PlayedGame {
  readonly log: Command[];
  readonly states: GameState[];
}

/**
 * Plays one whole random game of a shape. Every command comes from the random player and must be
 * accepted; `check` sees each step. Throws with the refused command if the engine refuses one,
 * since the random player only proposes legal moves.
 */
export function playRandomGame(
  shape: GameShape,
  check?: (before: GameState | undefined, command: Command, after: GameState) => void,
  style: PlayStyle = {},
): PlayedGame {
  const random = seededRandom(shape.seed * 7919 + 13);
  const log: Command[] = [];
  const states: GameState[] = [];
  let state: GameState | undefined;
  for (let step = 0; step < 5000; step += 1) {
    const command = state === undefined ? setupCommand(shape) : randomCommand(state, random, style);
    // A module still being built is set up only by its tests.
    const result =
      state === undefined && shape.building && command.type === 'setup'
        ? setupGame(command, () => true)
        : applyCommand(state, command);
    if (!result.ok) {
      throw new Error(
        `step ${step}: ${JSON.stringify(command)} refused: ${result.error.code} ${say(result.error.message)}`,
      );
    }
    check?.(state, command, result.value);
    state = result.value;
    log.push(command);
    states.push(state);
    if (state.phase === 'over') return { log, states };
  }
  throw new Error('the game did not end within 5000 commands');
}

/** The table a log builds from its setup (a module being built is set up as its tests set it up). */
export function replayed(log: readonly Command[]): GameState {
  const [setup, ...rest] = log;
  if (setup?.type !== 'setup') throw new Error('no setup');
  const opened = setupGame(setup, () => true);
  if (!opened.ok) throw new Error(opened.error.code);
  return rest.reduce((state, command) => {
    const next = applyCommand(state, command);
    if (!next.ok) throw new Error(next.error.code);
    return next.value;
  }, opened.value);
}
