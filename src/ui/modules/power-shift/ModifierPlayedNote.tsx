import { message } from '../../../i18n/speech';
import { type GameState, modifierCardWords, type PlayerId, playedModifier } from '../../../rules';

/** Power Shift: under the turn's heading, the modifier played with the power card and the total it made. */
export function ModifierPlayedNote({ state, player }: { readonly state: GameState; readonly player: PlayerId }) {
  const modifier = playedModifier(state, player)?.card;
  if (!modifier) return null;
  return (
    <p class="hint">
      {message('game.turn.withModifier', {
        modifier: modifierCardWords(modifier),
        total: (state.played[player] ?? 0) + modifier.value,
      })}
    </p>
  );
}
