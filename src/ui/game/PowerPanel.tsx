import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { listOf, type PlayPowerCommand, powerCardChoices, type Text } from '../../rules';
import type { GameView } from '../../session/gameView';
import { OfferList } from './OfferList';
import { Refusal } from './Refusal';
import { nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/** Power cards in order from the start player: one tap on the value each player lays down. */
export function PowerPanel({ view }: { view: GameView }) {
  return <PowerCardsPanel view={view} />;
}

/** What a module adds to the power card played with it, as the table chose it (a modifier card). */
export interface AddedToCard {
  readonly value: number;
  /** The command's fields that carry it. */
  readonly fields: Partial<PlayPowerCommand>;
  /** How the card's button names it beside the card's value ("+2"). */
  readonly words: Text;
}

/**
 * The power cards of the player due to play one, with this round's face-up action cards in view: a
 * module's panel for the phase draws it too, with its own choice above the cards (`above`), what that
 * choice adds to the card played (`added`) and its note under them (`below`).
 */
export function PowerCardsPanel(props: {
  view: GameView;
  added?: AddedToCard | undefined;
  above?: ComponentChildren;
  below?: ComponentChildren;
  /** Once a card is played: the module forgets what was chosen for it. */
  onPlayed?: () => void;
}) {
  const { view, added } = props;
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  const due = powerCardChoices(state);
  if (!due) return null;
  const name = nameIn(state)(due.player);
  const cards = (added ? powerCardChoices(state, added.value) : due)?.cards ?? due.cards;
  // Each button names its total with the added value alone: what adds it is named once, above.
  const withAdded = (value: number) => (added ? `${value} ${say(added.words)} = ${value + added.value}` : `${value}`);
  return (
    <section class="panel step" aria-labelledby={`${uid}-power`}>
      <h3 id={`${uid}-power`}>{message('game.power.heading', { name })}</h3>
      {props.above}
      <div class="power-grid" role="group" aria-label={message('game.power.heading', { name })}>
        {cards.map((c) => (
          <button
            key={c.value}
            type="button"
            disabled={c.unavailable !== undefined || view.busy.value}
            aria-label={
              c.unavailable
                ? message('game.power.unavailable', { value: c.value, reason: c.unavailable })
                : message('game.power.card', { card: withAdded(c.value) })
            }
            title={c.unavailable && say(c.unavailable)}
            onClick={async () => {
              const sent = await send({ type: 'play-power', player: due.player, value: c.value, ...added?.fields });
              if (sent) props.onPlayed?.();
            }}
          >
            {c.value}
          </button>
        ))}
      </div>
      {props.below}
      {cards.some((c) => c.unavailable) && (
        <p class="hint">
          {message('game.power.notPlayable', {
            cards: listOf(
              cards.flatMap((c) =>
                c.unavailable ? [message('game.power.unavailable', { value: c.value, reason: c.unavailable })] : [],
              ),
              'plain',
            ),
          })}
        </p>
      )}
      <Refusal error={refusal.value} untilChanged />
      {/* Under the power cards, so their buttons stay where a tap expects them and the list scrolls if need be. */}
      <OfferList state={state} />
    </section>
  );
}
