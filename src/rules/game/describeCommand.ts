import { shortAreaWords } from '../board/areaWords';
import { isExtraArea } from '../board/extraAreas';
import { toAreaId } from '../board/regionAliases';
import { cardIn } from '../cards/cardIn';
import { cardWords } from '../cards/catalog';
import { areaWordsIn } from '../editions/ruleOf';
import { commandRowOf } from '../flow/gameRules';
import { setupLine } from '../flow/history/setupLine';
import { moduleLineOf } from '../play/index';
import { spacesWords } from '../play/specialSpaces';
import { type AreaId, CASTILLO, isKingExile } from '../state/areaIds';
import type { Command } from '../state/commands';
import { valueText as text, valueWords } from '../state/quote';
import { fieldOf } from '../state/records';
import type { HistoryNames, HistoryTable } from '../state/ruleRows';
import { playerIds, playerWords } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { listOf, type Words, type WordValue, words } from '../state/words';
import { applyCommand } from './applyCommand';

/**
 * One line for a history list: what a command did, with the players' names and the area and card
 * names of the edition in play, read against the table as it was before the command. Never throws:
 * a command it cannot read is named by its type.
 *
 * @example
 * say(describeCommand(before, { type: 'place', player: 'red', areas: { 'castilla-la-nueva': 2, castillo: 1 } }))
 * // 'Red placed 2 in Castilla la Nueva (New Castile) and 1 in the Castillo'
 * say(describeCommand(before, { type: 'play-power', player: 'red', value: 12 })) // 'Red played power card 12'
 */
export function describeCommand(before: GameState | undefined, command: Command): Words {
  if (typeof command !== 'object' || command === null) return words('history.unreadable');
  const type = fieldOf(command, 'type');
  const names = new Names(before);
  try {
    if (command.type === 'setup') return setupLine(command, names);
    // The table after the command, read once for every part of the line that needs it.
    const applied = before ? applyCommand(before, command) : undefined;
    const table: HistoryTable = { before, after: applied?.ok ? applied.value : undefined, names };
    // A module that bends a base command (a power card played with a modifier) says its own line.
    const line = moduleLineOf(command, table) ?? commandRowOf(command.type, before?.setup)?.describe(command, table);
    if (line !== undefined && (typeof line !== 'string' || line.trim() !== '')) {
      const spaces = spacesChange(table);
      return spaces
        ? words('history.withSpaces', { line, spaces })
        : typeof line === 'string'
          ? words('history.line', { line })
          : line;
    }
  } catch {
    // Fall through to the command type in words.
  }
  const by = fieldOf(command, 'player');
  if (typeof type !== 'string' || type.trim() === '') return words('history.unreadable');
  const named = capitalise(type.replace(/[-_/]+/g, ' ').trim());
  return typeof by === 'string' && by !== ''
    ? words('history.unknown.by', { type: named, who: names.name(by) })
    : words('history.unknown', { type: named });
}

/** Who stands on the special spaces, area by area, when a command changed it. */
function spacesChange({ before, after }: HistoryTable): WordValue | undefined {
  // Only a game whose modules keep who stands on special spaces (their setup opens `roles`) has any to say.
  if (!before || !after || before.modules?.roles === undefined) return undefined;
  return spacesWords(after, before);
}

/** Names as the table in play prints them, as words; without a table, ids stand for players and the Spanish names for areas. */
class Names implements HistoryNames {
  constructor(private readonly state: GameState | undefined) {}

  name(id: unknown): WordValue {
    if (typeof id !== 'string') return text(id);
    return this.state ? playerWords(this.state, id) : id;
  }

  /** "Red's", "Carlos'" in English; the name alone where a language says whose otherwise. */
  possessive(id: unknown): Words {
    const name = this.name(id);
    return words('history.possessive', { name, s: typeof name === 'string' && name.endsWith('s') ? 'yes' : 'no' });
  }

  area(value: unknown): WordValue {
    // A module's area (France, the Ship, the King's exile) is named as its piece prints it.
    if (isKingExile(value) || (typeof value === 'string' && isExtraArea(value))) return words(`area.${value}`);
    const id: AreaId | undefined = typeof value === 'string' ? toAreaId(value) : undefined;
    if (id === undefined) return valueWords(value);
    if (id === CASTILLO) return words('history.theCastillo');
    return this.state ? areaWordsIn(this.state, id) : shortAreaWords('classic', id);
  }

  card(id: unknown): Words {
    const card = this.state && typeof id === 'string' ? cardIn(this.state, id) : undefined;
    return card ? words('history.card', { name: cardWords(card) }) : words('history.unknownCard');
  }

  /** The card taken this turn, by name. */
  turnCard(): Words {
    const id = this.state?.turn?.card?.id;
    return id ? this.card(id) : words('history.theCardTaken');
  }

  points(totals: Readonly<Record<string, number>>): Words {
    const scored = (this.state ? playerIds(this.state) : Object.keys(totals))
      .filter((id) => (totals[id] ?? 0) !== 0)
      .map((id) => words('history.pointsOf', { who: this.name(id), points: totals[id] ?? 0 }));
    return scored.length > 0
      ? words('history.points', { scores: listOf(scored, 'plain') })
      : words('history.points.none');
  }
}

const capitalise = (s: string): string => (s.length > 0 ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);
