import { cardIn } from '../cards/cardIn';
import { effectIn } from '../cards/effects/effectIn';
import { earlyCardOf, hasEarlyCards } from '../play/index';
import { commandField, settledFields } from '../state/commandFields';
import type { EarlyActionCommand } from '../state/commands';
import { fail, ok, type Result } from '../state/result';
import type { CommandRow, TurnStepRow } from '../state/ruleRows';
import { playerIds, playerWords } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { words } from '../state/words';
import { describedDecksOf } from './describeCard';
import { specialLine } from './history/specialLine';
import { doesNothing } from './special';

/** Where the rules of the cards that act early are written (the module's deck). */
const earlyRef = (state: GameState) => describedDecksOf(state.setup)[0]?.ref;

/** The players who may do their card's action now, before their turn, each with the card. */
export function earlyActionChoices(state: GameState): readonly { readonly player: PlayerId; readonly card: string }[] {
  if (state.phase !== 'turns') return [];
  return playerIds(state).flatMap((player) => {
    const card = earlyCardOf(state, player);
    return card === undefined ? [] : [{ player, card }];
  });
}

/**
 * A card's action done before its owner's turn (Intrigue & the King's 40, reading P8): checked and applied by
 * its effect as on the turn; that turn's action is then settled.
 */
function earlyAction(state: GameState, command: EarlyActionCommand): Result<GameState> {
  const id = earlyCardOf(state, command.player);
  const card = id === undefined ? undefined : cardIn(state, id);
  if (!card)
    return fail(
      'early/none',
      words('refusal.early/none', { who: playerWords(state, command.player) }),
      earlyRef(state),
    );
  // Doing nothing early would only settle the turn's action: it waits for the turn instead.
  if (doesNothing(command.action)) return fail('early/nothing', words('refusal.early/nothing'), earlyRef(state));
  const applied = effectIn(state, card.effect).apply(state, command.action, {
    player: command.player,
    card,
    partial: false,
  });
  if (!applied.ok) return applied;
  return ok({ ...applied.value, earlyActions: [...(state.earlyActions ?? []), command.player] });
}

/**
 * An action before its owner's turn: entered by that player while another's turn is open, so it is no step
 * of the turn on screen (the turn panel offers it beside the turn); the command checks who may and when.
 */
export const earlyStep: TurnStepRow = {
  id: 'early-action',
  commands: ['early-action'],
  applies: () => false,
  status: () => 'done',
  refuse: () => undefined,
};

export const earlyRow: CommandRow<EarlyActionCommand> = {
  fields: { player: commandField.playerId(), action: commandField.specialAction(), ...settledFields() },
  apply: earlyAction,
  when: words('flow.when.early-action'),
  rule: 'special-action',
  notInThisGame: (state) =>
    hasEarlyCards(state) ? undefined : fail('early/not-in-game', words('refusal.early/not-in-game')).error,
  describe: (command, table) =>
    words('history.earlyAction', {
      who: table.names.name(command.player),
      line: specialLine(command, table),
    }),
};
