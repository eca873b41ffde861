import type { CommandType } from '../state/commands';
import type { PhaseRow } from '../state/ruleRows';
import { playerWords } from '../state/stateHelpers';
import type { ModulePhase, Phase } from '../state/types';

type BasePhase = Exclude<Phase, ModulePhase>;

import { words } from '../state/words';
import { nextToPlayPower } from '../table/powerOrder';
import { afterGeneralScoring, startTurn, startTurns } from './advance';

/** Commands the table may enter whatever the phase. */
export const ANY_PHASE: readonly CommandType[] = ['table-correction', 'describe-card'];

/**
 * The base game's round as data: for each phase, the commands it takes and what follows them. The
 * engine checks "accepts" before any command's own checks and applies "next" after it, in one place;
 * a module adds phases of its own or replaces these (see gameRules).
 */
export const BASE_PHASES: Readonly<Record<BasePhase, PhaseRow>> = {
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
    // The commands of the turn's steps, as this game's rules have them (see gameRules).
    accepts: [],
    takesTheTurnSteps: true,
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
};
