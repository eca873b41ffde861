import { message } from '../../../i18n/speech';

/**
 * Power Shift: while caballeros may still be brought to the court, the modifier's ability waits after
 * them; the player may go to it first and bring none.
 */
export function AbilityFirst({ onSkip }: { readonly onSkip: () => void }) {
  return (
    <div class="step-part">
      <p class="hint">{message('game.turn.abilityAfter')}</p>
      <button type="button" class="secondary" onClick={onSkip}>
        {message('game.turn.abilityFirst')}
      </button>
    </div>
  );
}
