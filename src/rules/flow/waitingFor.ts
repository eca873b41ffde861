import type { GameState } from '../state/types';
import { PHASES } from './phases';

/** What the table has to enter next, in words: the end of every "not now" refusal. */
export const waitingFor = (state: GameState): string => PHASES[state.phase].waitingFor(state);

/** A "not now" message: what was asked, and what the table is waiting for instead. */
export const notNowMessage = (state: GameState, what: string): string =>
  `${what}: now the table is waiting for ${waitingFor(state)}`;
