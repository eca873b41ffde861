import { useSignal } from '@preact/signals';
import { message, say } from '../../../i18n/speech';
import {
  type GameState,
  listOf,
  type ModifierCard,
  modifierCardWords,
  modifierHand,
  playedModifier,
  playedTotals,
  powerCardChoices,
  sameModifier,
} from '../../../rules';
import type { GameView } from '../../../session/gameView';
import { DEFAULT_TABLE_PREFS } from '../../../session/tablePrefs';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { HandOver } from '../../game/HandOver';
import { PowerCardsPanel } from '../../game/PowerPanel';
import { nameIn } from '../../game/tableWords';

/**
 * Power Shift's power phase: the base game's power cards, with the totals played so far this round
 * and, first, a modifier card from the player's hand that may go with the card.
 */
export function ModifierPowerPanel({ view }: { view: GameView }) {
  const modifierIndex = useSignal<number>(-1);
  /** Passing the tablet: the player whose modifier cards are shown now, after the hand-over. */
  const shownTo = useSignal<string | undefined>(undefined);
  const state = view.state.value;
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
  return (
    <PowerCardsPanel
      view={view}
      added={
        modifier && {
          value: modifier.value,
          fields: { modifier },
          words: modifierCardWords({ value: modifier.value }),
        }
      }
      above={
        <>
          <PlayedTotals state={state} />
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
        </>
      }
      below={
        modifier && <p class="hint">{message('game.power.totalsShown', { modifier: modifierCardWords(modifier) })}</p>
      }
      onPlayed={() => {
        modifierIndex.value = -1;
        shownTo.value = undefined;
      }}
    />
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
