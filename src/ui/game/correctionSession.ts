import { computed, signal } from '@preact/signals';
import { applyCommand } from '../../rules/game/applyCommand';
import type { GameState } from '../../rules/game/types';
import type { GameSession, Outcome } from '../../session/gameSession';

/**
 * The open game seen from just before entry `index`, for correcting that entry with the same
 * panels that entered it: whatever they send replaces the entry (through `session.correct`)
 * instead of being added, and previews are made against the table as it stood then.
 */
export function correctionSession(
  session: GameSession,
  index: number,
  before: GameState | undefined,
  options: { readonly dropLater: () => boolean; readonly onOutcome: (outcome: Outcome) => void },
): GameSession {
  return {
    ...session,
    state: computed(() => before),
    stopped: signal(undefined),
    readOnly: computed(() => session.readOnly.value),
    preview: (command) => applyCommand(before, command),
    apply: async (command) => {
      const outcome = await session.correct(index, command, { dropLater: options.dropLater() });
      options.onOutcome(outcome);
      return outcome;
    },
  };
}
