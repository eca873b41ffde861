import { message } from '../../../i18n/speech';
import type { PlayerId } from '../../../rules';
import type { GameView } from '../../../session/gameView';
import { Refusal } from '../../game/Refusal';
import { useTableAction } from '../../game/useTableAction';

/**
 * Intrigue & the King with 2 or 3 players: the King or the Intrigue player may do their own card's action
 * instead of that card's (the engine opens the step only then); a required one must then be done.
 */
export function OwnCardStep({ view, player }: { view: GameView; player: PlayerId }) {
  const { send, refusal } = useTableAction(view);
  const value = view.state.value.played[player] ?? '';
  return (
    <div class="step-part">
      <button
        type="button"
        class="secondary"
        disabled={view.busy.value}
        onClick={() => void send({ type: 'use-own-card', player })}
      >
        {message('intrigue.ownCard', { value })}
      </button>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
