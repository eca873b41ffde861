import type { BoardAreaId } from '../state/modules';
import { entriesOf } from '../state/records';
import type { InterludeMove, ParticipantId } from '../state/scoringRequest';
import { type Words, words } from '../state/words';
import type { ScoringContext } from './context';
import type { ScoringBoard } from './types';

/**
 * Grandissimo's Free choice: caballeros moved inside a general scoring, after the Castillo empties and
 * before the regions are scored, in the order given. (No Limit table stands on such a board: the two
 * expansions are never combined.)
 */
export function applyInterludeMoves(
  ctx: ScoringContext,
  board: ScoringBoard,
  moves: readonly InterludeMove[],
): { readonly board: ScoringBoard; readonly notes: readonly Words[] } {
  if (moves.length === 0) return { board, notes: [] };
  const pieces: Partial<Record<BoardAreaId, Record<ParticipantId, number>>> = {};
  for (const [at, counts] of entriesOf(board.pieces)) pieces[at] = { ...counts };
  const notes: Words[] = [];
  for (const { id, from, to, count } of moves) {
    const here = pieces[from]?.[id] ?? 0;
    const moving = Math.min(count, here);
    pieces[from] = { ...pieces[from], [id]: here - moving };
    pieces[to] = { ...pieces[to], [id]: (pieces[to]?.[id] ?? 0) + moving };
    notes.push(
      words('scoring.freeChoice', {
        who: ctx.name(board, id),
        count: moving,
        from: ctx.areaName(from),
        to: ctx.areaName(to),
      }),
    );
  }
  return { board: { ...board, pieces }, notes };
}
