import { ruleOf } from '../editions/ruleOf';
import { playPowerInPlay, powerTotal } from '../play/index';
import type { PlayPowerCommand } from '../state/commands';
import { POWER_CARD_VALUES } from '../state/powerCards';
import { valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import { playerWords } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { nextToPlayPower } from '../table/powerOrder';

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
      words('refusal.power/not-your-turn', {
        due: due === undefined ? valueWords(due) : playerWords(state, due),
        who: playerWords(state, command.player),
      }),
      rule,
      { due },
    );
  }
  const value = command.value;
  if (!POWER_CARD_VALUES.includes(value))
    return fail('power/unknown-card', words('refusal.power/unknown-card', { value: valueWords(value) }), rule);
  if (!(state.hands[due] ?? []).includes(value)) {
    return fail(
      'power/not-in-hand',
      words('refusal.power/not-in-hand', { who: playerWords(state, due), value }),
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
    const card = total === value && state.played[holder] === value;
    return fail(
      'power/value-taken',
      words('refusal.power/value-taken', { who: playerWords(state, holder), kind: card ? 'card' : 'total', total }),
      rule,
      { total },
    );
  }
  return ok(next);
}
