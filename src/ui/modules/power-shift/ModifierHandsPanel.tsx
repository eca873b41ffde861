import { useSignal } from '@preact/signals';
import { message, say } from '../../../i18n/speech';
import {
  abilityChoiceTextWords,
  abilityShortWords,
  MODIFIER_ABILITIES,
  MODIFIER_HAND_SIZE,
  MODIFIER_VALUES,
  type ModifierAbility,
  type ModifierCard,
  type ModifierValue,
  modifierCardWords,
  modifierHandsDue,
} from '../../../rules';
import type { GameView } from '../../../session/gameView';

import { ChoiceGroup } from '../../components/ChoiceGroup';
import { HandsRound } from '../../game/HandsRound';
import { Refusal } from '../../game/Refusal';
import { useTableAction } from '../../game/useTableAction';

/**
 * Power Shift before round 1: each player enters the three modifier cards they hold after the pass.
 * The tablet goes round (the hand-over the secret disks use): the entry stays hidden until the player it
 * is for opens it, and once sent the next player's entry starts hidden again, so nobody sees another's hand.
 */
export function ModifierHandsPanel({ view }: { view: GameView }) {
  const state = view.state.value;
  return (
    <HandsRound
      state={state}
      phase="modifier-hands"
      due={modifierHandsDue(state)}
      words={(name, hidden) => ({
        label: message('game.handOver.modifiers'),
        note: message('game.hands.pass', { hidden: hidden ? 'yes' : 'no', name, count: MODIFIER_HAND_SIZE }),
        open: message('game.hands.open', { name }),
      })}
      entry={(player, name, onSent) => (
        <HandEntry key={player} view={view} player={player} name={name} onSent={onSent} />
      )}
    />
  );
}

const NO_ABILITY = 'none';
type AbilityChoice = ModifierAbility | typeof NO_ABILITY;

/** One player's three cards, each its number and its ability (if it shows one), then sent and hidden. */
function HandEntry({
  view,
  player,
  name,
  onSent,
}: {
  view: GameView;
  player: string;
  name: string;
  onSent: () => void;
}) {
  const values = useSignal<(ModifierValue | undefined)[]>(Array(MODIFIER_HAND_SIZE).fill(undefined));
  const abilities = useSignal<AbilityChoice[]>(Array(MODIFIER_HAND_SIZE).fill(NO_ABILITY));
  const { send, refusal } = useTableAction(view);
  const cards: ModifierCard[] = [];
  values.value.forEach((value, i) => {
    const ability = abilities.value[i];
    if (value !== undefined) cards.push(ability && ability !== NO_ABILITY ? { value, ability } : { value });
  });
  const complete = cards.length === MODIFIER_HAND_SIZE;
  const setAt = <T,>(list: readonly T[], i: number, item: T) => list.map((x, j) => (j === i ? item : x));
  return (
    <div class="step-part" role="group" aria-label={message('game.hands.label', { name })}>
      {/* One heading per card, its number and ability on a row each, so all three cards fit beside the map. */}
      {values.value.map((value, i) => (
        <div key={i} class="modifier-card" role="group" aria-label={message('game.hands.card', { number: i + 1 })}>
          <span class="choice-label" aria-hidden="true">
            {message('game.hands.card', { number: i + 1 })}
          </span>
          <ChoiceGroup
            hideLabel
            label={message('game.hands.cardNumber', { number: i + 1 })}
            value={value}
            options={MODIFIER_VALUES.map((v) => ({ id: v, label: say(modifierCardWords({ value: v })) }))}
            onChange={(v) => (values.value = setAt(values.value, i, v))}
          />
          <ChoiceGroup<AbilityChoice>
            hideLabel
            label={message('game.hands.cardAbility', { number: i + 1 })}
            value={abilities.value[i]}
            options={[
              { id: NO_ABILITY, label: message('game.hands.noAbility') },
              ...MODIFIER_ABILITIES.map((a) => ({
                id: a,
                label: say(abilityChoiceTextWords(a)),
                short: say(abilityShortWords(a)),
              })),
            ]}
            onChange={(a) => (abilities.value = setAt(abilities.value, i, a))}
          />
        </div>
      ))}
      <div class="confirm-bar">
        <button
          type="button"
          disabled={!complete || view.busy.value}
          onClick={async () => {
            if (await send({ type: 'modifier-hand', player, cards })) onSent();
          }}
        >
          {message('game.hands.enter', { name })}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
