import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../../i18n/speech';
import {
  abilityWords,
  applyCommand,
  type ModifierAbilityCommand,
  modifierCardWords,
  modifierGrandeTargets,
  playedModifier,
  type RegionId,
} from '../../../rules';
import type { GameView } from '../../../session/gameView';

import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Refusal } from '../../game/Refusal';
import { areaIn, nameIn } from '../../game/tableWords';
import { useTableAction } from '../../game/useTableAction';

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
      <h4 id={`${uid}-ability`}>{message('game.ability.heading')}</h4>
      <p class="hint">
        {message('game.ability.hint', {
          name: name(player),
          modifier: modifierCardWords(card),
          ability: abilityWords(card.ability),
        })}
      </p>
      {card.ability === 'provinces-to-court' ? (
        <div class="confirm-bar">
          <button type="button" disabled={view.busy.value || whyNot !== undefined} onClick={() => send(toCourt)}>
            {message('game.ability.toCourt', { name: name(player) })}
          </button>
          {whyNot && <p class="hint">{say(whyNot)}.</p>}
        </div>
      ) : (
        <>
          <ChoiceGroup
            label={message('game.ability.grandeToMove')}
            value={grande.value}
            options={movable.map(([owner]) => ({ id: owner, label: message('game.grandeOf', { name: name(owner) }) }))}
            onChange={(owner) => {
              grande.value = owner;
              to.value = undefined;
            }}
          />
          {grande.value && (
            <ChoiceGroup
              label={message('game.ability.moveGrandeTo', { name: name(grande.value) })}
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
                ? message('game.ability.moveGrande', { name: name(grande.value), area: areaName(to.value) })
                : message('game.ability.moveTheGrande')}
            </button>
          </div>
        </>
      )}
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
