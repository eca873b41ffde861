import { cardIn } from '../cards/cardIn';
import { cardWords } from '../cards/catalog';
import { effectIn } from '../cards/effects/effectIn';
import { commandField, settledFields } from '../state/commandFields';
import type { KeepActionCommand, KeptActionCommand } from '../state/commands';
import { valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import type { CommandRow, TurnStepRow } from '../state/ruleRows';
import type { GameState, PlayerId, TurnState } from '../state/types';
import { words } from '../state/words';
import { describedDecksOf } from './describeCard';
import { specialLine } from './history/specialLine';
import { requiredActionRefusal } from './special';

/** Where the rules of a described deck's cards are written (the Colonies' "Gold and Wares": reading P26). */
const keptRef = (state: GameState) => describedDecksOf(state.setup)[0]?.ref;

/** The cards a player keeps face up, their actions still to do. */
export const keptBy = (state: GameState, player: PlayerId): readonly string[] =>
  state.modules?.keptActions?.[player] ?? [];

/** The card taken this turn, if its description lets its action wait. */
const keepable = (state: GameState, turn: TurnState): string | undefined => {
  const id = turn.card?.id;
  return id !== undefined && state.modules?.described?.[id]?.kept === true ? id : undefined;
};

/** The kept cards whose action the player may do now: all but one kept this very turn. */
export const keptUsableNow = (state: GameState, turn: TurnState): readonly string[] =>
  keptBy(state, turn.player).filter((id) => id !== turn.card?.id);

const withKept = (state: GameState, player: PlayerId, cards: readonly string[]): GameState => {
  const { [player]: _, ...others } = state.modules?.keptActions ?? {};
  const keptActions = cards.length > 0 ? { ...others, [player]: cards } : others;
  return { ...state, modules: { ...state.modules, keptActions } };
};

/**
 * Keeping the card taken face up, its action for a later turn: only a card the table described as one
 * that may wait (the Colonies' stack 7, whose action "may occur in a later round than when the card is
 * chosen": reading P26), in place of doing its action now. What the action brings waits with it (the
 * Colonies' discs).
 */
export const keepStep: TurnStepRow = {
  id: 'keep-action',
  commands: ['keep-action'],
  applies: (state, turn) => keepable(state, turn) !== undefined,
  status: (turn) => (turn.special === 'open' ? 'open' : 'done'),
  refuse: (state, turn) =>
    turn.special === 'open'
      ? undefined
      : fail('turn/special-done', words('refusal.turn/special-done'), keptRef(state)).error,
};

function keepAction(state: GameState, command: KeepActionCommand): Result<GameState> {
  const turn = state.turn;
  const id = turn ? keepable(state, turn) : undefined;
  if (!turn || id === undefined) return fail('keep/not-keepable', words('refusal.keep/not-keepable'), keptRef(state));
  // A required action is not put off (Intrigue & the King's cards say none may wait).
  const card = cardIn(state, id);
  const required = card && requiredActionRefusal(state, card, command.player, false);
  if (required) return { ok: false, error: required };
  const kept = withKept(state, command.player, [...keptBy(state, command.player), id]);
  return ok({ ...kept, turn: { ...turn, special: 'skipped' } });
}

export const keepRow: CommandRow<KeepActionCommand> = {
  fields: { player: commandField.playerId() },
  apply: keepAction,
  when: words('flow.when.noTurn'),
  rule: 'take-card',
  byTurnPlayer: true,
  describe: (command, { names }) =>
    words('history.keepAction', { who: names.name(command.player), card: names.turnCard() }),
};

/** Doing a kept card's action: a free step of a later turn of its taker, while any is kept. */
export const keptStep: TurnStepRow = {
  id: 'kept-action',
  commands: ['kept-action'],
  applies: (state, turn) => keptUsableNow(state, turn).length > 0,
  status: (turn, state) => (keptUsableNow(state, turn).length > 0 ? 'open' : 'done'),
  refuse: (state, turn) =>
    keptUsableNow(state, turn).length > 0
      ? undefined
      : fail('kept/none', words('refusal.kept/none'), keptRef(state)).error,
};

/** The kept card's action, checked and applied by its effect as on the turn it was taken. */
function keptAction(state: GameState, command: KeptActionCommand): Result<GameState> {
  const turn = state.turn;
  const id = command.card;
  const card = cardIn(state, id);
  if (!turn || !card || !keptBy(state, command.player).includes(id)) {
    // A card this game knows is named as the table named it; any other id as given.
    const named = card ? cardWords(card) : valueWords(id);
    return fail('kept/not-kept', words('refusal.kept/not-kept', { card: named }), keptRef(state));
  }
  if (turn.card?.id === id) return fail('kept/same-turn', words('refusal.kept/same-turn'), keptRef(state));
  const applied = effectIn(state, card.effect).apply(state, command.action, {
    player: command.player,
    card,
    partial: false,
  });
  if (!applied.ok) return applied;
  const left = keptBy(state, command.player).filter((c) => c !== id);
  return ok(withKept(applied.value, command.player, left));
}

export const keptRow: CommandRow<KeptActionCommand> = {
  fields: {
    player: commandField.playerId(),
    card: commandField.cardId(),
    action: commandField.specialAction(),
    ...settledFields(),
  },
  apply: keptAction,
  when: words('flow.when.noTurn'),
  rule: 'take-card',
  byTurnPlayer: true,
  describe: (command, table) =>
    words('history.keptAction', {
      card: table.names.card(command.card),
      line: specialLine(command, table),
    }),
};

/**
 * The cards before the turn's player whose kept action they may do now, and whether the card taken
 * this turn may be kept face up instead of doing its action now (reading P26).
 */
export function keptActionChoices(state: GameState): { readonly usable: readonly string[]; readonly mayKeep: boolean } {
  const turn = state.phase === 'turns' ? state.turn : undefined;
  if (!turn) return { usable: [], mayKeep: false };
  return {
    usable: keptUsableNow(state, turn),
    mayKeep: turn.special === 'open' && keepable(state, turn) !== undefined,
  };
}
