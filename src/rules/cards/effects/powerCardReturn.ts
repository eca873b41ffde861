import { ruleOf } from '../../editions/ruleOf';
import { hasPowerShift, modifierDiscards, returnModifier } from '../../play/index';
import type { PowerCardValue } from '../../state/powerCards';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = words('expects.powerCard', {
  shape: '{ kind: "power-card", value }',
  modifier: '{ kind: "modifier-card", value, ability? }',
});

/**
 * The power cards a player could take back: those spent in earlier rounds, and this round's unless already
 * taken back.
 */
export function returnablePowerCards(state: GameState, player: PlayerId): PowerCardValue[] {
  const played = state.played[player];
  return [
    ...(state.spent[player] ?? []),
    ...(played !== undefined && state.returnedThisRound[player] === undefined ? [played] : []),
  ];
}

/**
 * The taker takes one of their played power cards back into the hand, this round's included; with
 * Power Shift, one of their played modifier cards instead (2023, “Empowerment”).
 */
export const powerCardReturn = defineEffect({
  id: 'power-card-return',
  topic: 'stack-4',
  words: words('effect.power-card-return'),
  kinds: ['power-card', 'modifier-card'],
  expects: EXPECTS,
  guide: (state, player) => {
    const values = returnablePowerCards(state, player);
    const cards = modifierDiscards(state, player);
    return [
      { kind: 'power-card', available: values.length > 0, values },
      ...(hasPowerShift(state) ? [{ kind: 'modifier-card' as const, available: cards.length > 0, cards }] : []),
    ];
  },
  apply(state, action, context) {
    if (action?.kind === 'modifier-card') {
      const card = { value: action.value, ...(action.ability !== undefined ? { ability: action.ability } : {}) };
      return returnModifier(state, context.player, card);
    }
    if (action?.kind !== 'power-card') return wrongKind(state, action, context, EXPECTS);
    const { player } = context;
    const value = action.value;
    const spent = state.spent[player] ?? [];
    if (spent.includes(value)) {
      return ok({
        ...state,
        spent: { ...state.spent, [player]: spent.filter((v) => v !== value) },
        hands: { ...state.hands, [player]: [...(state.hands[player] ?? []), value].sort((a, b) => a - b) },
      });
    }
    if (state.played[player] === value && state.returnedThisRound[player] === undefined) {
      return ok({
        ...state,
        returnedThisRound: { ...state.returnedThisRound, [player]: value },
        hands: { ...state.hands, [player]: [...(state.hands[player] ?? []), value].sort((a, b) => a - b) },
      });
    }
    return fail(
      'power/not-played',
      words('refusal.power/not-played', { value: describeValue(value) }),
      ruleOf(state, 'stack-4'),
      {
        played: returnablePowerCards(state, player),
      },
    );
  },
});
