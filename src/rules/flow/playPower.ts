import { ruleOf } from '../editions/ruleOf';
import { playPowerInPlay, powerTotal } from '../play/index';
import type { PlayPowerCommand } from '../state/commands';
import { POWER_CARD_VALUES } from '../state/powerCards';
import { describeValue } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import { nameOf } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { nextToPlayPower } from './powerOrder';

/**
 * A power card played face up. Players play in turn from the start player (the dummy reveals
 * first); a value can be played only once a round and only from the hand. When all have
 * played, turns follow from the highest card down (the phase table's next step). Where a module
 * changes a card's total, the totals must differ and order the turns.
 */
export function playPower(state: GameState, command: PlayPowerCommand): Result<GameState> {
  const rule = ruleOf(state, 'power-cards');
  const due = nextToPlayPower(state);
  if (due === undefined || command.player !== due) {
    return fail(
      'power/not-your-turn',
      `It is ${due === undefined ? describeValue(due) : nameOf(state, due)}'s turn to play a power card, not ${nameOf(state, command.player)}'s`,
      rule,
      { due },
    );
  }
  const value = command.value;
  if (!POWER_CARD_VALUES.includes(value))
    return fail('power/unknown-card', `${describeValue(value)} is not a power card: they run from 1 to 13`, rule);
  if (!(state.hands[due] ?? []).includes(value)) {
    return fail(
      'power/not-in-hand',
      `${nameOf(state, due)} no longer holds the ${value}: it was played in an earlier round`,
      rule,
      { hand: state.hands[due] },
    );
  }
  // A module may change the card's total (Power Shift's modifier cards); totals, not printed values, must differ.
  const withModules = playPowerInPlay(state, command);
  if (!withModules.ok) return withModules;
  const next: GameState = {
    ...withModules.value,
    hands: { ...state.hands, [due]: (state.hands[due] ?? []).filter((v) => v !== value) },
    played: { ...state.played, [due]: value },
  };
  const total = powerTotal(next, due) ?? value;
  const holder = Object.keys(state.played).find((id) => powerTotal(state, id) === total);
  if (holder) {
    const taken = total === value && state.played[holder] === value ? `the ${value}` : `a total of ${total}`;
    return fail(
      'power/value-taken',
      `${nameOf(state, holder)} already played ${taken} this round: choose another value`,
      rule,
      { total },
    );
  }
  return ok(next);
}
