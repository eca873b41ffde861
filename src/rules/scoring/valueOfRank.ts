import type { ScoreValues } from '../state/areaIds';

/**
 * The value a rank receives: its printed (or mobile) value while it is among the ranks
 * in use, otherwise nothing. Boards only show three values, so rank 4 and later get 0.
 * @example valueOfRank([5, 3, 1], 2, 3) // 3; valueOfRank([5, 3, 1], 2, 1) // 0
 */
export function valueOfRank(values: ScoreValues, rank: number, ranksUsed: 1 | 2 | 3): number {
  if (rank < 1 || rank > ranksUsed) return 0;
  return values[rank - 1] ?? 0;
}
