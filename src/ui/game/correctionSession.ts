import { computed, signal } from '@preact/signals';
import { applyCommand } from '../../rules/game/applyCommand';
import type { Command } from '../../rules/game/commands';
import type { GameState } from '../../rules/game/types';
import type { GameSession, Outcome, Stop } from '../../session/gameSession';

/**
 * The open game seen from just before entry `index`, for correcting that entry with the same
 * panels that entered it: the one command they send replaces the entry (through
 * `session.correct`) instead of being added, and previews are made against the table as it stood
 * then. Once a correction is saved, anything more sent here is refused: it is no longer the past.
 */
export function correctionSession(session: GameSession, index: number, before: GameState | undefined, onOutcome: (outcome: Outcome & { readonly laterStop?: Stop }, command: Command) => void): GameSession {
  let saved = false;
  return {
    ...session,
    correcting: true,
    state: computed(() => before),
    stopped: signal(undefined),
    readOnly: computed(() => session.readOnly.value),
    preview: (command) => applyCommand(before, command),
    apply: async (command) => {
      if (saved) return { ok: false, error: { code: 'session/correction-saved', message: `Entry ${index} is already corrected: enter what follows in the game itself.` } };
      const outcome = await session.correct(index, command);
      saved = outcome.ok;
      onOutcome(outcome, command);
      return outcome;
    },
  };
}
