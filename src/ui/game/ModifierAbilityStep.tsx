import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { say } from '../../i18n/speech';
import {
  ABILITY_WORDS,
  applyCommand,
  type ModifierAbilityCommand,
  modifierGrandeTargets,
  modifierWords,
  playedModifier,
  type RegionId,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { ChoiceGroup } from '../components/ChoiceGroup';
import { Refusal } from './Refusal';
import { areaIn, nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * Power Shift: the ability of the modifier card played this round, at the start of the turn (after the
 * caballeros come to the court, before a card is taken). Taking a card instead leaves it unused.
 */
export function ModifierAbilityStep({ view, player }: { view: GameView; player: string }) {
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  const grande = useSignal<string | undefined>(undefined);
  const to = useSignal<RegionId | undefined>(undefined);
  const card = playedModifier(state, player)?.card;
  if (!card?.ability) return null;
  const name = nameIn(state);
  const areaName = areaIn(state);
  const targets = modifierGrandeTargets(state);
  const movable = Object.entries(targets).filter(([, regions]) => regions.length > 0);
  const chosenTargets = grande.value ? (targets[grande.value] ?? []) : [];
  const toCourt: ModifierAbilityCommand = { type: 'modifier-ability', player, use: { kind: 'provinces-to-court' } };
  // The engine says whether the caballero can come (none left in the provinces), and why not.
  const tried = card.ability === 'provinces-to-court' ? applyCommand(state, toCourt) : undefined;
  const whyNot = tried && !tried.ok ? tried.error.message : undefined;
  return (
    <div class="step-part" role="group" aria-labelledby={`${uid}-ability`}>
      <h4 id={`${uid}-ability`}>Modifier ability</h4>
      <p class="hint">
        {name(player)}'s modifier {modifierWords(card)}: {ABILITY_WORDS[card.ability]}. Use it now, or take a card to
        leave it unused.
      </p>
      {card.ability === 'provinces-to-court' ? (
        <div class="confirm-bar">
          <button type="button" disabled={view.busy.value || whyNot !== undefined} onClick={() => send(toCourt)}>
            Bring 1 caballero from the provinces into {name(player)}'s court
          </button>
          {whyNot && <p class="hint">{say(whyNot)}.</p>}
        </div>
      ) : (
        <>
          <ChoiceGroup
            label="Grande to move"
            value={grande.value}
            options={movable.map(([owner]) => ({ id: owner, label: `${name(owner)}'s Grande` }))}
            onChange={(owner) => {
              grande.value = owner;
              to.value = undefined;
            }}
          />
          {grande.value && (
            <ChoiceGroup
              label={`Move ${name(grande.value)}'s Grande to`}
              value={to.value}
              options={chosenTargets.map((r) => ({ id: r, label: areaName(r) }))}
              onChange={(r) => (to.value = r)}
            />
          )}
          <div class="confirm-bar">
            <button
              type="button"
              disabled={view.busy.value || !grande.value || !to.value}
              onClick={() => {
                if (grande.value && to.value)
                  send({
                    type: 'modifier-ability',
                    player,
                    use: { kind: 'move-grande', grande: grande.value, to: to.value },
                  });
              }}
            >
              {grande.value && to.value
                ? `Move ${name(grande.value)}'s Grande to ${areaName(to.value)}`
                : 'Move the Grande'}
            </button>
          </div>
        </>
      )}
      <Refusal error={refusal.value} />
    </div>
  );
}
