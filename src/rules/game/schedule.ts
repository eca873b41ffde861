import type { GameLength } from '../state/types';

/** The rounds a game plays and the rounds after which a general scoring takes place. */
export const SCHEDULES: Readonly<
  Record<GameLength, { readonly rounds: readonly [number, ...number[]]; readonly scoringAfter: readonly number[] }>
> = {
  full: { rounds: [1, 2, 3, 4, 5, 6, 7, 8, 9], scoringAfter: [3, 6, 9] },
  // Official six-round game: start on round 2, skip rounds 4 and 7; three general scorings.
  'short-official': { rounds: [2, 3, 5, 6, 8, 9], scoringAfter: [3, 6, 9] },
  // The fan variant: rounds 1 to 6, so the scoring after round 9 never comes.
  'short-fan': { rounds: [1, 2, 3, 4, 5, 6], scoringAfter: [3, 6] },
};
