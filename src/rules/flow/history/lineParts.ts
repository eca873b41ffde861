import { toAreaId } from '../../board/regionAliases';
import { entries } from '../../cards/actions/phrases';
import { cardIn } from '../../cards/cardIn';
import { staysNextDoor } from '../../cards/effects/_lib/applyMoves';
import { effectIn } from '../../cards/effects/effectIn';
import { extraPlacementReasonWords } from '../../play/index';
import { CASTILLO } from '../../state/areaIds';
import type { KeptActionCommand, SpecialCommand } from '../../state/commands';
import { BLACK_IDS } from '../../state/modules';
import { fieldOf } from '../../state/records';
import type { HistoryTable } from '../../state/ruleRows';
import { playerIds } from '../../state/stateHelpers';
import type { GameState } from '../../state/types';
import { listOf, type WordValue, words } from '../../state/words';
import { placesOfTurnCard } from '../place';

// The parts of the base game's history lines that read the table before and after the command.

/** An optional part of a line: its words, or nothing. */
export const part = (when: boolean, key: string, values?: Readonly<Record<string, WordValue>>): WordValue =>
  when ? words(key, values) : '';

/** ": Red +5, Blue +3" for a command that scores, from the engine's own result; '' otherwise. */
export function pointsScored({ before, after, names }: HistoryTable): WordValue {
  if (!before || !after || after.scorings.length <= before.scorings.length) return '';
  return names.points(after.scorings.at(-1)?.totals ?? {});
}

/** ": Blue 3 and Yellow 1 back from court to the provinces" for a decay card; '' when no court changed. */
export function courtLosses({ before, after, names }: HistoryTable): WordValue {
  if (!before || !after) return '';
  const lost = playerIds(before)
    .map((id) => [id, (before.court[id] ?? 0) - (after.court[id] ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .map(([id, count]) => words('history.action.courtLoss', { who: names.name(id), count }));
  return lost.length > 0 ? words('history.action.courtLosses', { losses: listOf(lost) }) : '';
}

/** ", taking the Church marker from Blue" when a command passes a black piece's marker on; '' otherwise. */
export function markersPassed({ before, after, names }: HistoryTable): WordValue {
  if (!before || !after) return '';
  const was = before.modules?.holders ?? {};
  const now = after.modules?.holders ?? {};
  const taken = BLACK_IDS.filter((id) => now[id] !== undefined && now[id] !== null && now[id] !== was[id]).map((id) => {
    const from = was[id];
    // The marker's words in the history's case (German takes the accusative).
    const marker = words(`history.marker.${id}`);
    return from === undefined || from === null
      ? words('history.taking', { marker })
      : words('history.taking.from', { marker, who: names.name(from) });
  });
  return taken.length > 0 ? words('history.parts', { parts: listOf(taken, 'plain') }) : '';
}

/**
 * ", 1 more than the card's 3, all where Red's Grande stands" for a placement beyond the card's number
 * (a Church card places 3); '' otherwise.
 */
export function extraPlaced(before: GameState | undefined, player: unknown, areas: unknown): WordValue {
  if (!before?.turn?.card || typeof player !== 'string') return '';
  const places = placesOfTurnCard(before);
  const placed = entries(areas).filter(([, n]) => typeof n === 'number' && n > 0);
  const total = placed.reduce((sum, [, n]) => sum + (typeof n === 'number' ? n : 0), 0);
  if (total <= places) return '';
  // Why, in the words of the modules that gave them (the home region, the Church marker).
  const counts = Object.fromEntries(placed.flatMap(([area, n]) => (toAreaId(area) ? [[toAreaId(area), n]] : [])));
  const why = extraPlacementReasonWords(before, player, counts);
  return words('history.extraPlaced', {
    more: total - places,
    places,
    why: part(why.length > 0, 'history.reasons', { reasons: listOf(why, 'plain') }),
  });
}

/**
 * " (a move went further than next door: at most 2)" when moves took the lower number of a rule in
 * play; '' otherwise.
 */
export function fartherMoved({ before, after }: HistoryTable, command: SpecialCommand | KeptActionCommand): WordValue {
  const turn = before?.turn;
  // A kept card's action is offered by that card's guide, not the turn's card's.
  const id = command.type === 'kept-action' ? command.card : turn?.card?.id;
  const card = before && id !== undefined ? cardIn(before, id) : undefined;
  const moves = fieldOf(command.action, 'moves');
  // Only a special action taken: its step was open, so the guide is the one the table was offered.
  if (!before || !after || !turn || !card) return '';
  if (fieldOf(command.action, 'kind') !== 'moves' || !Array.isArray(moves)) return '';
  // What the action guide offered for this card: the lower limits of a rule in play, if any.
  const guide = effectIn(before, card.effect).guide(before, turn.player);
  const farther = guide.find((c) => c.kind === 'moves')?.farther;
  if (!farther) return '';
  const further = moves.some((m) => {
    const [from, to] = [fieldOf(m, 'from'), fieldOf(m, 'to')].map((a) =>
      typeof a === 'string' ? toAreaId(a) : undefined,
    );
    return from !== undefined && from !== CASTILLO && to !== undefined && !staysNextDoor(before, from, to);
  });
  if (!further) return '';
  return farther.keepBack !== undefined
    ? words('history.farther.allBut', { count: farther.keepBack })
    : words('history.farther.atMost', { count: farther.maxTotal ?? 0 });
}
