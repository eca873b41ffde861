import { ruleOf } from '../../editions/ruleOf';
import { isPowerCardValue, type PowerCardValue } from '../../state/powerCards';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = words('expects.powerCard', { shape: '{ kind: "power-card", value }' });

/**
 * The power cards a player could take back: those spent in earlier rounds, and this round's unless already
 * taken back.
 */
export function returnablePowerCards(state: GameState, player: PlayerId): PowerCardValue[] {
  const played = state.played[player];
  return [
    ...(state.spent[player] ?? []),
    ...(played !== undefined && state.returnedThisRound[player] === undefined ? [played] : []),
  ].filter(isPowerCardValue);
}

/**
 * The taker takes one of their played power cards back into the hand, this round's included (2023,
 * “Empowerment”; a module may offer another card back instead, see `EFFECT_CHANGES`).
 */
export const powerCardReturn = defineEffect({
  id: 'power-card-return',
  topic: 'stack-4',
  words: words('effect.power-card-return'),
  kinds: ['power-card'],
  expects: EXPECTS,
  guide: (state, player) => {
    const values = returnablePowerCards(state, player);
    return [{ kind: 'power-card', available: values.length > 0, values }];
  },
  apply(state, action, context) {
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
