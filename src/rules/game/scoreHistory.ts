import type { GameState, PlayerId } from '../state/types';

/** Each scoring player's running score after every round that scored, from 0 before the first. */
export interface ScoreHistory {
  /** The rounds that scored, in order. */
  readonly rounds: readonly number[];
  /** Per player: the score before any scoring, then after each of `rounds`. */
  readonly lines: readonly { readonly player: PlayerId; readonly points: readonly number[] }[];
  /** The scores now: the last round's, with table corrections since included. */
  readonly now: Readonly<Record<PlayerId, number>>;
  /** Whether the last scoring was a general one, in this round or the one just ended: the table has just seen it. */
  readonly justScoredGeneral: boolean;
}

/** The game's scorings (general and special) added up round by round, for a chart or a table of scores. */
export function scoreHistory(state: GameState): ScoreHistory {
  const rounds = [...new Set(state.scorings.map((s) => s.round))].sort((a, b) => a - b);
  const lines = state.setup.players.map(({ id }) => {
    let total = 0;
    const points = [0];
    for (const round of rounds) {
      for (const s of state.scorings) if (s.round === round) total += s.totals[id] ?? 0;
      points.push(total);
    }
    return { player: id, points };
  });
  const last = state.scorings.at(-1);
  return {
    rounds,
    lines,
    now: Object.fromEntries(state.setup.players.map(({ id }) => [id, state.scores[id] ?? 0])),
    justScoredGeneral: last !== undefined && last.cause === 'general' && state.round - last.round <= 1,
  };
}
