import { useSignal } from '@preact/signals';
import { useEffect, useId, useRef } from 'preact/hooks';
import { say } from '../../i18n/speech';
import {
  currentCard,
  type ModifierCard,
  modifierWords,
  placementChoice,
  playedModifier,
  replenishChoice,
  type TurnStepId,
  type TurnStepStatus,
  turnSteps,
  vetoChoices,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { ChoiceGroup } from '../components/ChoiceGroup';
import { CardChoices } from './CardChoices';
import { ModifierAbilityStep } from './ModifierAbilityStep';
import { PlacementStep } from './PlacementStep';
import { Refusal } from './Refusal';
import { ReplenishStep } from './ReplenishStep';
import { SpecialStep } from './special/SpecialStep';
import { nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * One player's turn, step by step as the table plays it: caballeros to the court, a card taken,
 * the placement and the special action in the order the player chooses, then the end of the turn.
 * Which steps are open comes from the engine (`turnSteps`); the panel only chooses which open one
 * to show first. A veto can be played whenever another player's special action is about to happen.
 */
export function TurnPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const steps = turnSteps(state);
  const statusOf = (id: TurnStepId) => steps?.steps.find((s) => s.id === id)?.status;
  const turnPlayer = steps?.player ?? '';
  const name = nameIn(state);
  const player = name(turnPlayer);
  const skipped = useSignal<string | undefined>(undefined);
  const order = useSignal<'place' | 'special'>('place');
  const { send, refusal } = useTableAction(view);
  const card = currentCard(state);
  const replenish = replenishChoice(state);
  const turnKey = `${state.round}:${state.turnIndex}`;
  // What may come to the court: the power card's number and a variant's extra one (the Church holder's).
  const bringable = replenish ? replenish.allowance + replenish.extra : 0;
  const replenishing = replenish !== undefined && bringable > 0 && skipped.value !== turnKey;
  const placement = placementChoice(state);
  // The engine says when not one caballero can be placed: then there is no placement to enter, only a line saying why.
  const nothingToPlace = placement?.nothingToPlace;
  const placing = placement !== undefined && nothingToPlace === undefined;
  const specialOpen = statusOf('special') === 'open';
  const canEnd = statusOf('end-turn') === 'open';
  const veto = vetoChoices(state);
  const abilityOpen = statusOf('modifier-ability') === 'open';
  const modifier = playedModifier(state, turnPlayer)?.card;
  const step = placing && specialOpen ? order.value : placing ? 'place' : specialOpen ? 'special' : undefined;
  // A turn's panel stays while its parts change: the next part starts at the top of the step's area, not
  // where the last one was scrolled to.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (panel.current) panel.current.scrollTop = 0;
  }, [step, replenishing, card?.id]);
  return (
    <section ref={panel} class="panel step" aria-labelledby={`${uid}-turn`}>
      <h3 id={`${uid}-turn`}>
        {player}'s turn · power card {state.played[turnPlayer]}
      </h3>
      {modifier && (
        <p class="hint">
          Played with modifier {modifierWords(modifier)}: total {totalOf(state.played[turnPlayer], modifier)}.
        </p>
      )}
      {replenishing && abilityOpen && (
        <div class="step-part">
          <p class="hint">The modifier's ability comes after the caballeros are brought to the court.</p>
          <button type="button" class="secondary" onClick={() => (skipped.value = turnKey)}>
            Use the modifier's ability without bringing caballeros
          </button>
        </div>
      )}
      {replenishing && (
        <ReplenishStep key={turnKey} view={view} choice={replenish} onSkip={() => (skipped.value = turnKey)} />
      )}
      {!replenishing && abilityOpen && (
        <ModifierAbilityStep key={`ability:${turnKey}`} view={view} player={turnPlayer} />
      )}
      {!replenishing && statusOf('take-card') === 'open' && (
        <div class="step-part" role="group" aria-labelledby={`${uid}-take`}>
          <h4 id={`${uid}-take`}>Take a card</h4>
          {replenish && bringable === 0 && (
            <p class="hint">Power card {state.played[turnPlayer]} brings no caballeros to the court.</p>
          )}
          {replenish && bringable > 0 && (
            <button type="button" class="secondary" onClick={() => (skipped.value = undefined)}>
              Bring caballeros to the court after all
            </button>
          )}
          <CardChoices view={view} onTake={(slot) => send({ type: 'take-card', player: turnPlayer, slot })} />
        </div>
      )}
      {card && (
        <p class="taken-card">
          Card: <strong>{card.name}</strong> (stack {card.stack}) · placement{' '}
          {statusOf('place') === 'done' ? 'done' : nothingToPlace ? 'none' : 'to do'} · special action{' '}
          {specialWords(statusOf('special'))}
        </p>
      )}
      {nothingToPlace && <p class="hint">Nothing to place: {say(nothingToPlace)}</p>}
      {/* Before the forms below: a veto is played as soon as the card's action is about to happen. */}
      {veto.holders.length > 0 && (
        <div class="step-part veto-bar" role="group" aria-label="Veto">
          {veto.holders.map((holder) => (
            <button
              key={holder}
              type="button"
              class="danger"
              disabled={view.busy.value}
              onClick={() => send({ type: 'veto', player: holder })}
            >
              Veto by {name(holder)}: stop {player}'s special action
            </button>
          ))}
        </div>
      )}
      {placing && specialOpen && (
        <ChoiceGroup
          label="Order"
          value={order.value}
          options={[
            { id: 'place', label: 'Place first' },
            { id: 'special', label: 'Special action first' },
          ]}
          onChange={(v) => (order.value = v)}
        />
      )}
      {step === 'place' && placement && <PlacementStep key={`place:${turnKey}`} view={view} choice={placement} />}
      {step === 'special' && <SpecialStep key={`special:${turnKey}`} view={view} />}
      {canEnd && step && (
        <button
          type="button"
          class="secondary"
          disabled={view.busy.value}
          onClick={() => send({ type: 'end-turn', player: turnPlayer })}
        >
          End {player}'s turn now (
          {[placing ? 'nothing more placed' : '', specialOpen ? 'special action skipped' : '']
            .filter(Boolean)
            .join(', ')}
          )
        </button>
      )}
      {canEnd && !step && (
        <div class="confirm-bar">
          <button
            type="button"
            disabled={view.busy.value}
            onClick={() => send({ type: 'end-turn', player: turnPlayer })}
          >
            End {player}'s turn
          </button>
        </div>
      )}
      <Refusal error={refusal.value} />
    </section>
  );
}

const totalOf = (value: number | undefined, modifier: ModifierCard) => (value ?? 0) + modifier.value;

/** The special action's state in the line under the card: what the table sees on the card's step. */
const specialWords = (status: TurnStepStatus | undefined): string =>
  status === 'done' || status === 'skipped' || status === 'vetoed' ? status : 'to do';
