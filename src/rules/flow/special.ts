import { cardIn } from '../cards/cardIn';
import { type CardType, cardWords } from '../cards/catalog';
import { effectIn } from '../cards/effects/effectIn';
import { ruleOf } from '../editions/ruleOf';
import { actionRequired } from '../play/index';
import type { SkipSpecialCommand, SpecialCommand, VetoCommand } from '../state/commands';
import { valueWords } from '../state/quote';
import { fail, ok, type Result, type RuleError } from '../state/result';
import { playerIds, playerWords } from '../state/stateHelpers';
import type { GameState, HeldVeto, PlayerId, TurnState } from '../state/types';
import { words } from '../state/words';
import { openTurn } from './openTurn';

/** The veto a player holds now, if any. */
export const heldVeto = (state: GameState, player: PlayerId): HeldVeto | undefined =>
  state.vetoes.find((v) => v.holder === player);

const withoutVeto = (state: GameState, veto: HeldVeto): GameState => ({
  ...state,
  vetoes: state.vetoes.filter((v) => v !== veto),
});

/** The open turn and the card its special action comes from (the turn's steps have checked that it is still open). */
function openSpecial(state: GameState): Result<{ readonly turn: TurnState; readonly card: CardType }> {
  const turn = openTurn(state);
  const id = turn.card?.id ?? '';
  const card = cardIn(state, id);
  if (!card)
    return fail(
      'offer/unknown-card',
      words('refusal.offer/unknown-card', { value: valueWords(id) }),
      ruleOf(state, 'special-action'),
    );
  return ok({ turn, card });
}

/**
 * The special action of the card taken, checked and applied by its effect module. With
 * `vetoedBy`, a veto stopped it part-way (where the options allow that): what the command holds is
 * what happened before the veto, and the veto is used up.
 */
export function special(state: GameState, command: SpecialCommand): Result<GameState> {
  const open = openSpecial(state);
  if (!open.ok) return open;
  let veto: HeldVeto | undefined;
  if (command.vetoedBy !== undefined) {
    const checked = checkVeto(state, command.vetoedBy, command.player);
    if (!checked.ok) return checked;
    if (state.setup.options.veto !== 'remainder') {
      return fail('veto/whole-action-only', words('refusal.veto/whole-action-only'), ruleOf(state, 'veto'));
    }
    veto = checked.value;
  }
  const { turn, card } = open.value;
  const effect = effectIn(state, card.effect);
  // A required action entered as doing nothing is left undone: only where nothing was possible.
  if (doesNothing(command.action) && veto === undefined) {
    const refusal = requiredActionRefusal(state, card, command.player, true);
    if (refusal) return { ok: false, error: refusal };
  }
  const applied = effect.apply(state, command.action, {
    player: command.player,
    card,
    partial: veto !== undefined,
  });
  if (!applied.ok) return applied;
  const after = veto ? withoutVeto(applied.value, veto) : applied.value;
  return ok({ ...after, turn: { ...turn, special: veto ? 'vetoed' : 'done' } });
}

/** An action that changes nothing on the board: no moves, no caballeros placed or brought to the court. */
export function doesNothing(action: SpecialCommand['action']): boolean {
  const sum = (counts: unknown) =>
    typeof counts === 'object' && counts !== null
      ? Object.values(counts).reduce<number>((a, n) => a + (typeof n === 'number' ? n : 0), 0)
      : 0;
  switch (action?.kind) {
    case 'moves':
      return Array.isArray(action.moves) && action.moves.length === 0;
    case 'from-court':
      return sum(action.areas) === 0;
    case 'court':
      return action.provinces === 0 && sum(action.regions) === 0;
    default:
      return false;
  }
}

/** A held veto stops the current player's special action before it starts. */
export function vetoSpecial(state: GameState, command: VetoCommand): Result<GameState> {
  const open = openSpecial(state);
  if (!open.ok) return open;
  const checked = checkVeto(state, command.player, open.value.turn.player);
  if (!checked.ok) return checked;
  return ok({ ...withoutVeto(state, checked.value), turn: { ...open.value.turn, special: 'vetoed' } });
}

function checkVeto(state: GameState, holder: PlayerId, target: PlayerId): Result<HeldVeto> {
  const rule = ruleOf(state, 'veto');
  if (!playerIds(state).includes(holder))
    return fail('veto/unknown-player', words('refusal.veto/unknown-player', { value: valueWords(holder) }), rule);
  if (holder === target) return fail('veto/own-action', words('refusal.veto/own-action'), rule);
  const veto = heldVeto(state, holder);
  if (!veto) return fail('veto/none-held', words('refusal.veto/none-held', { who: playerWords(state, holder) }), rule);
  return ok(veto);
}

/**
 * The player leaves the card's special action undone (taking a card only to keep it from others is fair play).
 * A required action (Intrigue & the King's) may be left only when nothing it allows is possible: the player
 * says so, and where the effect can tell, the engine checks it.
 */
export function skipSpecial(state: GameState, command: SkipSpecialCommand): Result<GameState> {
  const open = openSpecial(state);
  if (!open.ok) return open;
  const refusal = requiredActionRefusal(state, open.value.card, command.player, command.nothingPossible === true);
  if (refusal) return { ok: false, error: refusal };
  return ok({ ...state, turn: { ...open.value.turn, special: 'skipped' } });
}

/**
 * Why this card's action may not be left undone now, if it may not: it is required and the player has not
 * said that nothing is possible, or its effect can still do something.
 */
export function requiredActionRefusal(
  state: GameState,
  card: CardType,
  player: PlayerId,
  nothingPossible: boolean,
): RuleError | undefined {
  const ref = actionRequired(state, card);
  if (ref === undefined) return undefined;
  if (!nothingPossible)
    return fail('special/required', words('refusal.special/required', { card: cardWords(card) }), ref).error;
  if (effectIn(state, card.effect).canAct?.(state, player) === true)
    return fail('special/possible', words('refusal.special/possible', { card: cardWords(card) }), ref).error;
  return undefined;
}
