import { ACTION_KIND_BY_KIND, type ActionKind, type ActionWords, isActionKind } from '../../cards/actions/index';
import { earlyCardOf } from '../../play/index';
import type { AreaId, GameAreaId, KingArea } from '../../state/areaIds';
import type { EarlyActionCommand, KeptActionCommand, SpecialCommand } from '../../state/commands';
import type { MobileScoreboardId } from '../../state/mobileScoreboards';
import { fieldOf } from '../../state/records';
import type { HistoryTable } from '../../state/ruleRows';
import type { SpecialActionKind } from '../../state/specialActions';
import { type Words, type WordValue, words } from '../../state/words';
import { courtLosses, fartherMoved, markersPassed, pointsScored } from './lineParts';

/**
 * A special action's line: the kind's own words (src/rules/cards/actions), then whether a move went
 * further than next door and whose marker it took; a kind the engine does not know is named by its card.
 */
export function specialLine(command: ActionCommand, table: HistoryTable): Words {
  const line = words('history.special', {
    line: actionLine(command, table),
    // An action done before its owner's turn is told plainly (its card is not the turn's).
    farther: command.type === 'early-action' ? '' : fartherMoved(table, command),
    markers: markersPassed(table),
  });
  return command.type === 'special' && command.vetoedBy !== undefined
    ? words('history.special.vetoed', { line, who: table.names.name(command.vetoedBy) })
    : line;
}

/** A command that performs a card's action: on the turn, kept from an earlier turn, or before the owner's turn. */
type ActionCommand = SpecialCommand | KeptActionCommand | EarlyActionCommand;

/** The card whose action a command performs, by name: a kept card, one done early, or the one taken this turn. */
function cardWordsOf(command: ActionCommand, table: HistoryTable): Words {
  if (command.type === 'kept-action') return table.names.card(command.card);
  if (command.type === 'early-action')
    return table.names.card(table.before ? earlyCardOf(table.before, command.player) : undefined);
  return table.names.turnCard();
}

function actionLine(command: ActionCommand, table: HistoryTable): Words {
  const kind = fieldOf(command.action, 'kind');
  if (!isActionKind(kind)) {
    return words('history.special.unknown', {
      who: table.names.name(command.player),
      card: cardWordsOf(command, table),
    });
  }
  // The payload is read warily by each describe, whatever it holds; its kind picked the describe.
  // `describe` is a method, so the kind's own one takes the command's action, whose kind picked it.
  const kindOf: Pick<ActionKind<SpecialActionKind>, 'describe'> = ACTION_KIND_BY_KIND[kind];
  return kindOf.describe(command.action, new ActionWordsOf(table, command));
}

/** The words a kind of special action phrases its line with, read against the table before the command. */
class ActionWordsOf implements ActionWords {
  readonly player: string;
  readonly card: Words;
  readonly king: KingArea | undefined;

  constructor(
    private readonly table: HistoryTable,
    command: ActionCommand,
  ) {
    this.player = command.player;
    this.card = cardWordsOf(command, table);
    this.king = table.before?.king;
  }

  name(id: unknown): WordValue {
    return this.table.names.name(id);
  }

  possessive(id: unknown): Words {
    return this.table.names.possessive(id);
  }

  area(value: unknown): WordValue {
    return this.table.names.area(value);
  }

  points(): WordValue {
    return pointsScored(this.table);
  }

  courtLosses(): WordValue {
    return courtLosses(this.table);
  }

  grande(player: string): AreaId | undefined {
    return this.table.before?.grandes[player];
  }

  scoreboard(board: MobileScoreboardId): GameAreaId | undefined {
    return this.table.before?.mobileScoreboards[board];
  }
}
