import { MODULE_PHASES } from '../play/index';
import type { CommandType } from '../state/commands';
import { nameOf } from '../state/stateHelpers';
import type { GameState, Phase } from '../state/types';
import { afterGeneralScoring, startTurn, startTurns } from './advance';
import { nextToPlayPower } from './powerOrder';

export interface PhaseRow {
  /** The commands of this phase. A table correction is taken in every phase besides these. */
  readonly accepts: readonly CommandType[];
  /**
   * What comes next once one of them is applied: the state moved on (the same phase while its
   * work goes on, otherwise the next phase, which may in turn end the round or the game).
   */
  readonly next: (state: GameState) => GameState;
  /** What the table is waiting for in this phase, in words. */
  readonly waitingFor: (state: GameState) => string;
  /** The refusal of every other command, when it is not the usual "not now". */
  readonly closed?: { readonly code: string; readonly message: string };
}

/** Commands the table may enter whatever the phase. */
export const ANY_PHASE: readonly CommandType[] = ['table-correction'];

/** The phase a game starts in, once it is set up. */
export const FIRST_PHASE: Phase = 'reveal';

/**
 * A round as data: for each phase, the commands it takes and what follows them. The engine checks
 * "accepts" before any command's own checks and applies "next" after it, in one place.
 */
export const PHASES: Readonly<Record<Phase, PhaseRow>> = {
  reveal: {
    accepts: ['reveal-cards'],
    next: (state) => ({ ...state, phase: state.setup.dummy ? 'dummy' : 'power' }),
    waitingFor: (state) => `the action cards of round ${state.round} to be turned over`,
  },
  dummy: {
    accepts: ['dummy-regions'],
    next: (state) => ({ ...state, phase: 'power' }),
    waitingFor: () => 'the two region cards drawn for the dummy',
  },
  power: {
    accepts: ['play-power'],
    next: (state) => (nextToPlayPower(state) === undefined ? startTurns(state) : state),
    waitingFor: (state) => `${nameOf(state, nextToPlayPower(state) ?? '')}'s power card`,
  },
  turns: {
    accepts: ['replenish', 'modifier-ability', 'take-card', 'place', 'special', 'skip-special', 'veto', 'end-turn'],
    // A turn that ended opens the next one (the last one ends the round).
    next: (state) => (state.turn === undefined ? startTurn(state) : state),
    waitingFor: (state) => (state.turn ? `${nameOf(state, state.turn.player)}'s turn` : 'the next turn'),
  },
  'general-scoring': {
    accepts: ['general-scoring'],
    next: afterGeneralScoring,
    waitingFor: () => 'the secret disks of the general scoring',
  },
  over: {
    accepts: [],
    next: (state) => state,
    waitingFor: () => 'nothing more: the game is over',
    closed: { code: 'flow/game-over', message: 'The game is over' },
  },
  ...MODULE_PHASES,
};

/** Whether the phase the table is in takes this command. */
export const phaseAccepts = (state: GameState, type: CommandType): boolean =>
  ANY_PHASE.includes(type) || PHASES[state.phase].accepts.includes(type);
