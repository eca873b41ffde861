import { message } from '../../i18n/speech';
import { cardWords, type OfferSlotId, takeCardChoices } from '../../rules';
import type { GameView } from '../../session/gameView';
import { CardWithEffect } from './CardEffect';

/**
 * The face-up cards the player on turn may take: one button each, naming the card and its stack,
 * with what the card does one tap away beside it.
 */
export function CardChoices({ view, onTake }: { view: GameView; onTake: (slot: OfferSlotId) => void }) {
  const state = view.state.value;
  return (
    <ul class="card-choices card-rows">
      {takeCardChoices(state).map(({ slot, card }) => (
        <CardWithEffect key={`${slot}:${card.id}`} card={card} edition={state.setup.edition}>
          <button type="button" class="secondary card-button" disabled={view.busy.value} onClick={() => onTake(slot)}>
            {message('game.card.take', { card: cardWords(card) })}{' '}
            <span class="tag">{message('game.card.stackTag', { stack: card.stack })}</span>
          </button>
        </CardWithEffect>
      ))}
    </ul>
  );
}
