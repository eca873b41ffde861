import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import {
  ABILITY_SHORT_WORDS,
  abilityChoiceWords,
  MODIFIER_ABILITIES,
  MODIFIER_HAND_SIZE,
  MODIFIER_VALUES,
  type ModifierAbility,
  type ModifierCard,
  type ModifierValue,
  modifierHandsDue,
  modifierWords,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { ChoiceGroup } from '../components/ChoiceGroup';
import { Refusal } from './Refusal';
import { nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * Power Shift before round 1: each player enters the three modifier cards they hold after the pass.
 * The tablet goes round: the entry stays hidden until the player it is for opens it, and once sent the
 * next player's entry starts hidden again, so nobody sees another's hand.
 */
export function ModifierHandsPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const due = modifierHandsDue(state);
  const player = due[0];
  const opened = useSignal<string | undefined>(undefined);
  if (player === undefined) return null;
  const name = nameIn(state)(player);
  const entered = state.setup.players.length - due.length;
  return (
    <section class="panel step" aria-labelledby={`${uid}-hands`}>
      <h3 id={`${uid}-hands`}>Modifier cards</h3>
      {opened.value === player ? (
        <HandEntry key={player} view={view} player={player} name={name} onSent={() => (opened.value = undefined)} />
      ) : (
        <>
          <p>
            {entered > 0 ? 'Entry hidden. ' : ''}Pass the tablet to {name}: after passing one card to the left, each
            player enters the {MODIFIER_HAND_SIZE} modifier cards they hold, unseen by the others.
          </p>
          <div class="confirm-bar">
            <button type="button" onClick={() => (opened.value = player)}>
              I am {name}: enter my modifier cards
            </button>
          </div>
        </>
      )}
    </section>
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
    <div class="step-part" role="group" aria-label={`${name}'s modifier cards`}>
      {/* One heading per card, its number and ability on a row each, so all three cards fit beside the map. */}
      {values.value.map((value, i) => (
        <div key={i} class="modifier-card" role="group" aria-label={`Card ${i + 1}`}>
          <span class="choice-label" aria-hidden="true">
            Card {i + 1}
          </span>
          <ChoiceGroup
            hideLabel
            label={`Card ${i + 1}: number`}
            value={value}
            options={MODIFIER_VALUES.map((v) => ({ id: v, label: modifierWords({ value: v }) }))}
            onChange={(v) => (values.value = setAt(values.value, i, v))}
          />
          <ChoiceGroup<AbilityChoice>
            hideLabel
            label={`Card ${i + 1}: ability`}
            value={abilities.value[i]}
            options={[
              { id: NO_ABILITY, label: 'No ability' },
              ...MODIFIER_ABILITIES.map((a) => ({
                id: a,
                label: abilityChoiceWords(a),
                short: ABILITY_SHORT_WORDS[a],
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
          Enter and hide {name}'s modifier cards
        </button>
      </div>
      <Refusal error={refusal.value} />
    </div>
  );
}
