import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  type GameState,
  hasPowerShift,
  listOf,
  type ModifierCard,
  modifierCardWords,
  modifierHand,
  playedModifier,
  playedTotals,
  powerCardChoices,
  sameModifier,
} from '../../rules';
import type { GameView } from '../../session/gameView';
import { DEFAULT_TABLE_PREFS } from '../../session/tablePrefs';

import { ChoiceGroup } from '../components/ChoiceGroup';
import { HandOver } from './HandOver';
import { OfferList } from './OfferList';
import { Refusal } from './Refusal';
import { nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * Power cards in order from the start player: one tap on the value each player lays down, with this round's
 * face-up action cards in view. With Power Shift, a modifier card from the player's hand may go with it
 * first, and the totals played so far are shown.
 */
export function PowerPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  const modifierIndex = useSignal<number>(-1);
  /** Passing the tablet: the player whose modifier cards are shown now, after the hand-over. */
  const shownTo = useSignal<string | undefined>(undefined);
  const due = powerCardChoices(state);
  if (!due) return null;
  const name = nameIn(state)(due.player);
  const faces = distinctFaces(modifierHand(state, due.player));
  // The table keeps its secrets by passing the tablet: a hand is shown only to the player it belongs to.
  const secret = (view.summary.value.prefs?.diskEntry ?? DEFAULT_TABLE_PREFS.diskEntry) === 'pass-the-tablet';
  const modifierChoice = faces.length > 0 && (
    <ChoiceGroup
      label={message('game.power.modifierOf', { name })}
      value={modifierIndex.value}
      options={[
        { id: -1, label: message('game.power.noModifier') },
        ...faces.map((card, i) => ({
          id: i,
          label: message('game.modifier', { modifier: modifierCardWords(card) }),
        })),
      ]}
      onChange={(i) => (modifierIndex.value = i)}
    />
  );
  const modifier = faces[modifierIndex.value];
  const cards = (modifier ? powerCardChoices(state, modifier) : due)?.cards ?? due.cards;
  // Each button names its total with the modifier's value alone: the ability is named once, on the
  // modifier chosen above, not repeated on every card.
  const withModifier = (value: number) =>
    modifier ? `${value} ${say(modifierCardWords({ value: modifier.value }))} = ${value + modifier.value}` : `${value}`;
  return (
    <section class="panel step" aria-labelledby={`${uid}-power`}>
      <h3 id={`${uid}-power`}>{message('game.power.heading', { name })}</h3>
      {hasPowerShift(state) && <PlayedTotals state={state} />}
      {secret && faces.length > 0 ? (
        <HandOver
          label={message('game.handOver.modifiers')}
          note={message('game.power.passFor', { name })}
          openLabel={message('game.power.showHand', { name })}
          open={shownTo.value === due.player}
          onOpen={() => (shownTo.value = due.player)}
        >
          {modifierChoice}
        </HandOver>
      ) : (
        modifierChoice
      )}
      <div class="power-grid" role="group" aria-label={message('game.power.heading', { name })}>
        {cards.map((c) => (
          <button
            key={c.value}
            type="button"
            disabled={c.unavailable !== undefined || view.busy.value}
            aria-label={
              c.unavailable
                ? message('game.power.unavailable', { value: c.value, reason: c.unavailable })
                : message('game.power.card', { card: withModifier(c.value) })
            }
            title={c.unavailable && say(c.unavailable)}
            onClick={async () => {
              const sent = await send({
                type: 'play-power',
                player: due.player,
                value: c.value,
                ...(modifier ? { modifier } : {}),
              });
              if (sent) {
                modifierIndex.value = -1;
                shownTo.value = undefined;
              }
            }}
          >
            {c.value}
          </button>
        ))}
      </div>
      {modifier && <p class="hint">{message('game.power.totalsShown', { modifier: modifierCardWords(modifier) })}</p>}
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

/** Each card face once: two cards showing the same are the same to the rules. */
const distinctFaces = (cards: readonly ModifierCard[]): ModifierCard[] =>
  cards.filter((c, i) => cards.findIndex((d) => sameModifier(c, d)) === i);

/** The totals played so far this round, a modifier shown where one went with the card. */
function PlayedTotals({ state }: { state: GameState }) {
  const name = nameIn(state);
  const totals = Object.entries(playedTotals(state));
  if (totals.length === 0) return <p class="hint">{message('game.power.noneYet')}</p>;
  // Names and figures only: "Ana 9 +2 = 11, Ben 7".
  const played = totals.map(([id, total]) => {
    const card = playedModifier(state, id)?.card;
    return card ? `${name(id)} ${state.played[id]} ${say(modifierCardWords(card))} = ${total}` : `${name(id)} ${total}`;
  });
  return <p class="hint">{message('game.power.totals', { totals: listOf(played, 'plain') })}</p>;
}
