import { say } from '../../../i18n/speech';
import { type GameState, granadaStatus } from '../../../rules';

/** Muslim Granada: said before the turn is ended, as ending it is what makes Granada fall and be scored. */
export function GranadaFallNote({ state }: { readonly state: GameState }) {
  const granada = granadaStatus(state);
  return granada?.fallsAtTurnEnd ? <p class="notice">{say(granada.words)}.</p> : null;
}
