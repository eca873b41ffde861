import type { OfferSlotId } from '../../rules/game/types';
import { takeCardChoices } from '../../rules/game/tableChoices';
import type { GameSession } from '../../session/gameSession';

/** The face-up cards the player on turn may take: one button each, naming the card and its stack. */
export function CardChoices({ session, onTake }: { session: GameSession; onTake: (slot: OfferSlotId) => void }) {
  return (
    <div class="card-choices">
      {takeCardChoices(session.state.value!).map(({ slot, card }) => (
        <button key={slot} type="button" class="secondary card-button" disabled={session.busy.value} onClick={() => onTake(slot)}>
          Take {card.name} <span class="tag">stack {card.stack}</span>
        </button>
      ))}
    </div>
  );
}
