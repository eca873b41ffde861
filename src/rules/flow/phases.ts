import { MODULE_PHASES, type PhaseRow } from '../play/index';
import type { CommandType } from '../state/commands';
import { playerWords } from '../state/stateHelpers';
import type { GameState, Phase } from '../state/types';
import { words } from '../state/words';
import { afterGeneralScoring, startTurn, startTurns } from './advance';
import { nextToPlayPower } from './powerOrder';

export type { PhaseRow };

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
    waitingFor: (state) => words('flow.waiting.reveal', { round: state.round }),
  },
  dummy: {
    accepts: ['dummy-regions'],
    next: (state) => ({ ...state, phase: 'power' }),
    waitingFor: () => words('flow.waiting.dummy'),
  },
  power: {
    accepts: ['play-power'],
    next: (state) => (nextToPlayPower(state) === undefined ? startTurns(state) : state),
    waitingFor: (state) => words('flow.waiting.power', { who: playerWords(state, nextToPlayPower(state) ?? '') }),
  },
  turns: {
    accepts: ['replenish', 'modifier-ability', 'take-card', 'place', 'special', 'skip-special', 'veto', 'end-turn'],
    // A turn that ended opens the next one (the last one ends the round).
    next: (state) => (state.turn === undefined ? startTurn(state) : state),
    waitingFor: (state) =>
      state.turn
        ? words('flow.waiting.turn', { who: playerWords(state, state.turn.player) })
        : words('flow.waiting.nextTurn'),
  },
  'general-scoring': {
    accepts: ['general-scoring'],
    next: afterGeneralScoring,
    waitingFor: () => words('flow.waiting.disks'),
  },
  over: {
    accepts: [],
    next: (state) => state,
    waitingFor: () => words('flow.waiting.over'),
    closed: { code: 'flow/game-over', message: words('refusal.flow/game-over') },
  },
  ...MODULE_PHASES,
};

/** Whether the phase the table is in takes this command. */
export const phaseAccepts = (state: GameState, type: CommandType): boolean =>
  ANY_PHASE.includes(type) || PHASES[state.phase].accepts.includes(type);
