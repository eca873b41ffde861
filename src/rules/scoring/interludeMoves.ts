import type { BoardAreaId } from '../state/modules';
import { entriesOf } from '../state/records';
import type { InterludeMove, ParticipantId } from '../state/scoringRequest';
import type { ScoringContext } from './context';
import type { AreaCounts, ScoringBoard } from './types';

/**
 * Grandissimo's Free choice: caballeros moved inside a general scoring, after the Castillo empties and
 * before the regions are scored, in the order given. Onto the Limit table's region they take free spaces
 * first; out of it they leave from off the table first, so the table stays as full as it can.
 */
export function applyInterludeMoves(
  ctx: ScoringContext,
  board: ScoringBoard,
  moves: readonly InterludeMove[],
): { readonly board: ScoringBoard; readonly notes: readonly string[] } {
  if (moves.length === 0) return { board, notes: [] };
  const pieces: Partial<Record<BoardAreaId, Record<ParticipantId, number>>> = {};
  for (const [at, counts] of entriesOf(board.pieces)) pieces[at] = { ...counts };
  let table = board.modules?.limitTable;
  const notes: string[] = [];
  const spaces = board.players.length <= 3 ? 6 : 10;
  for (const { id, from, to, count } of moves) {
    const here = pieces[from]?.[id] ?? 0;
    const moving = Math.min(count, here);
    pieces[from] = { ...pieces[from], [id]: here - moving };
    pieces[to] = { ...pieces[to], [id]: (pieces[to]?.[id] ?? 0) + moving };
    if (table && table.area === from) {
      const off = here - (table.onTable[id] ?? 0);
      const fromTable = Math.max(0, moving - off);
      if (fromTable > 0)
        table = { ...table, onTable: { ...table.onTable, [id]: (table.onTable[id] ?? 0) - fromTable } };
    }
    if (table && table.area === to) {
      const used = Object.values(table.onTable).reduce((s, n) => s + n, 0);
      const seated = Math.min(moving, Math.max(0, spaces - used));
      if (seated > 0) table = { ...table, onTable: { ...table.onTable, [id]: (table.onTable[id] ?? 0) + seated } };
    }
    notes.push(
      `Free choice: ${ctx.name(board, id)} moves ${moving} from ${ctx.areaName(from)} to ${ctx.areaName(to)}.`,
    );
  }
  const onTable: AreaCounts | undefined = table?.onTable;
  const modules = board.modules && table && onTable ? { ...board.modules, limitTable: table } : board.modules;
  return { board: { ...board, pieces, ...(modules ? { modules } : {}) }, notes };
}
