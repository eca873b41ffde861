import { computed, signal } from '@preact/signals';


import { applyCommand, type Command, type GameState } from '../../rules';
import type { GameSession, Outcome } from '../../session/gameSession';

/**
 * The open game seen from just before entry `index`, for correcting that entry with the same
 * panels that entered it: the one command they send is handed to `propose` (which works out what
 * the correction would come to and asks the table) instead of being added, and previews are made
 * against the table as it stood then.
 */
export function correctionSession(session: GameSession, before: GameState | undefined, propose: (command: Command) => Outcome): GameSession {
  return {
    ...session,
    correcting: true,
    state: computed(() => before),
    stopped: signal(undefined),
    readOnly: computed(() => session.readOnly.value),
    preview: (command) => applyCommand(before, command),
    apply: async (command) => propose(command),
  };
}
