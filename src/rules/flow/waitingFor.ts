import type { GameRules } from '../state/ruleRows';
import type { GameState } from '../state/types';
import { type Text, type Words, words } from '../state/words';
import { phaseRow } from './phases';

/** What the table has to enter next, in words: the end of every "not now" refusal. */
export const waitingFor = (state: GameState, rules?: GameRules): Words => phaseRow(state, rules).waitingFor(state);

/** A "not now" message: what was asked, and what the table is waiting for instead. */
export const notNowMessage = (state: GameState, what: Text, rules?: GameRules): Words =>
  words('refusal.flow/not-now', { what, waiting: waitingFor(state, rules) });
