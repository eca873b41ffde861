import type { BoardAreaId } from '../../state/modules';
import { isMuslim, type ScoringContext } from '../context';
import type { ScoringBoard } from '../types';

/** The regions a most or fewest scoring compares: a Muslim Granada only while `granadaExtremes` lets it qualify. */
export const extremeCandidates = (ctx: ScoringContext, board: ScoringBoard): BoardAreaId[] =>
  ctx.table.scoredRegions.filter((id) => !(isMuslim(board, id) && ctx.options.granadaExtremes === 'excluded'));
