import { fail, type Result } from '../state/result';
import { dummyRegions } from '../flow/dummyRegions';
import { endTurn } from '../flow/endTurn';
import { generalScoring } from '../flow/generalScoring';
import { place } from '../flow/place';
import { playPower } from '../flow/playPower';
import { replenish } from '../flow/replenish';
import { revealCards } from '../flow/revealCards';
import { skipSpecial, special, vetoSpecial } from '../flow/special';
import { tableCorrection } from '../flow/tableCorrection';
import { takeCard } from '../flow/takeCard';
import type { Command, CommandType } from '../state/commands';
import { setupGame } from './setupGame';
import type { GameState } from '../state/types';
import { describeValue } from '../state/quote';

type Handler<C extends Command> = (state: GameState, command: C) => Result<GameState>;
type Handlers = { readonly [T in Exclude<CommandType, 'setup'>]: Handler<Extract<Command, { type: T }>> };

const HANDLERS: Handlers = {
  'reveal-cards': revealCards,
  'dummy-regions': dummyRegions,
  'play-power': playPower,
  replenish,
  'take-card': takeCard,
  place,
  special,
  'skip-special': skipSpecial,
  veto: vetoSpecial,
  'end-turn': endTurn,
  'general-scoring': generalScoring,
  'table-correction': tableCorrection,
};

/**
 * The engine: one command on one state gives the next state or a refusal. Pure: the state passed
 * in is never changed, and nothing throws, whatever the command holds. A game starts from
 * `undefined` with a setup command.
 */
export function applyCommand(state: GameState | undefined, command: Command): Result<GameState> {
  if (typeof command !== 'object' || command === null || typeof (command as { type?: unknown }).type !== 'string') {
    return fail('input/not-a-command', 'A command is an object with a "type"');
  }
  try {
    if (command.type === 'setup') {
      return state === undefined ? setupGame(command) : fail('flow/already-set-up', 'This game is already set up; start a new game instead');
    }
    if (state === undefined) return fail('flow/not-set-up', 'Set the game up first: players, the King and the home regions');
    if (state.phase === 'over' && command.type !== 'table-correction') return fail('flow/game-over', 'The game is over');
    const handler = Object.hasOwn(HANDLERS, command.type) ? (HANDLERS[command.type] as Handler<Command>) : undefined;
    if (!handler) return fail('input/unknown-command', `${describeValue(command.type)} is not a command`);
    return handler(state, command);
  } catch (error) {
    return fail('input/malformed', `The command could not be read: ${(error as Error).message}`, undefined, { type: command.type });
  }
}
