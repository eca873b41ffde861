import { useSignal } from '@preact/signals';
import type { Command, RuleError } from '../../rules';
import type { GameView } from '../../session/gameView';

/**
 * Sends one command through the view of the game and keeps its refusal to show. Resolves true once the
 * command is on disk and the table has moved on.
 */
export function useTableAction(view: GameView) {
  const refusal = useSignal<RuleError | undefined>(undefined);
  const send = async (command: Command): Promise<boolean> => {
    const outcome = await view.apply(command);
    // A double tap's second half is let go by the session without a word.
    if (!outcome.ok && outcome.error.code === 'session/busy') return false;
    refusal.value = outcome.ok ? undefined : outcome.error;
    return outcome.ok;
  };
  return { send, refusal };
}
