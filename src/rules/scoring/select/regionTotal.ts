import type { BoardAreaId } from '../../state/modules';
import type { ScoringContext } from '../context';
import { countedPieces } from '../countedPieces';
import type { ScoringBoard } from '../types';

const sum = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((s, n) => s + n, 0);

/**
 * The caballeros a region holds for a most or fewest scoring: every caballero present, of every
 * owner (`regionTotals: all-present`), or only those its ranking counts. A Grande is never one.
 */
export function regionTotal(ctx: ScoringContext, board: ScoringBoard, area: BoardAreaId): number {
  if (ctx.options.regionTotals === 'all-present' || !ctx.table.optionIds.includes('regionTotals')) {
    return sum(board.pieces[area] ?? {});
  }
  return sum(countedPieces(ctx, board, area, { grandes: false }).counts);
}
