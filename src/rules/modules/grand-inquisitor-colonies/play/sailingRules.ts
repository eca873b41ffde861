import { commandField, settledFields } from '../../../state/commandFields';
import type { SailCommand } from '../../../state/commands';
import { field } from '../../../state/fields';
import { fail } from '../../../state/result';
import type { CommandRow, TurnStepRow } from '../../../state/ruleRows';
import { listOf, words } from '../../../state/words';
import { SHIP_REF } from './refs';
import { hadAboard, sail, sailableNow } from './sailing';

/**
 * Sailing as a step of the turn: offered on a turn whose player had caballeros (or the Grand
 * Inquisitor's, held) on the Ship or in a colony as it began; open while any of them may still sail.
 */
export const sailingStep: TurnStepRow = {
  id: 'sail',
  commands: ['sail'],
  applies: (state, turn) => hadAboard(state, turn.player),
  status: (turn, state) => (sailableNow(state, turn.player) > 0 ? 'open' : 'done'),
  refuse: (state, turn) =>
    sailableNow(state, turn.player) > 0
      ? undefined
      : fail('sail/nothing-aboard', words('refusal.sail/nothing-aboard'), SHIP_REF).error,
};

/** The sailing command: the moves, and who then stands on the special spaces and the Limit table. */
export const sailRow: CommandRow<SailCommand> = {
  fields: {
    player: commandField.playerId(),
    moves: field.moves(),
    ...settledFields(),
  },
  apply: (state, command) => sail(state, command.player, command.moves),
  when: words('flow.when.noTurn'),
  rule: 'take-card',
  byTurnPlayer: true,
  describe: ({ player, moves }, { names }) =>
    words('history.sail', {
      who: names.name(player),
      moves: listOf(
        (Array.isArray(moves) ? moves : []).map((m) =>
          words('colonies.sail.move', {
            count: Number(m?.count) || 0,
            from: names.area(m?.from),
            to: names.area(m?.to),
          }),
        ),
      ),
    }),
};
