import { useId } from 'preact/hooks';
import { powerCardChoices } from '../../rules';
import type { GameView } from '../../session/gameView';

import { OfferList } from './OfferList';
import { Refusal } from './Refusal';
import { nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * Power cards in order from the start player: one tap on the value each player lays down, with this round's
 * face-up action cards in view.
 */
export function PowerPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  const due = powerCardChoices(state);
  if (!due) return null;
  const name = nameIn(state)(due.player);
  return (
    <section class="panel step" aria-labelledby={`${uid}-power`}>
      <h3 id={`${uid}-power`}>{name}'s power card</h3>
      <div class="power-grid" role="group" aria-label={`${name}'s power card`}>
        {due.cards.map((c) => (
          <button
            key={c.value}
            type="button"
            disabled={c.unavailable !== undefined || view.busy.value}
            aria-label={c.unavailable ? `${c.value} (${c.unavailable})` : `Power card ${c.value}`}
            title={c.unavailable}
            onClick={() => send({ type: 'play-power', player: due.player, value: c.value })}
          >
            {c.value}
          </button>
        ))}
      </div>
      {due.cards.some((c) => c.unavailable) && (
        <p class="hint">
          Not playable:{' '}
          {due.cards
            .filter((c) => c.unavailable)
            .map((c) => `${c.value} (${c.unavailable})`)
            .join(', ')}
          .
        </p>
      )}
      <Refusal error={refusal.value} />
      {/* Under the power cards, so their buttons stay where a tap expects them and the list scrolls if need be. */}
      <OfferList state={state} />
    </section>
  );
}
