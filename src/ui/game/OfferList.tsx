import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { cardIn, cardWords, type GameState } from '../../rules';
import { CardWithEffect } from './CardEffect';
import { slotWords } from './tableWords';

/**
 * The action cards lying face up this round, one line per stack, read while the power cards are
 * chosen: a player picks a high or low power card knowing which cards the turn order will leave them.
 * A list to read, not buttons to take: cards are taken on the turns.
 */
export function OfferList({ state }: { state: GameState }) {
  const uid = useId();
  const edition = state.setup.edition;
  return (
    <div class="step-part offer-list">
      <h4 id={`${uid}-offer`}>{message('game.offer.heading')}</h4>
      <ul class="card-rows" aria-labelledby={`${uid}-offer`}>
        {state.offer.map(({ slot, card: id }) => {
          const card = id ? cardIn(state, id) : undefined;
          if (!card) {
            return (
              <li key={slot} class="card-row">
                <span class="card-row-name">
                  <span class="tag">{slotWords(slot)}</span> {message('game.offer.nothingFaceUp')}
                </span>
              </li>
            );
          }
          return (
            <CardWithEffect key={`${slot}:${card.id}`} card={card} edition={edition}>
              <span class="card-row-name">
                <span class="tag">
                  {slot === '2+3' ? message('game.stack', { slot: String(card.stack) }) : slotWords(slot)}
                </span>{' '}
                {say(cardWords(card))}
              </span>
            </CardWithEffect>
          );
        })}
      </ul>
    </div>
  );
}
