import {
  applyCommand,
  type Command,
  type EditionId,
  fail,
  type ModuleId,
  ok,
  type PlayerId,
  type Result,
  replay,
  type ScoreHistory,
  scoreHistory,
  words,
} from '../rules';
import type { GameSummary } from './gameStorage';

/** One scoring player's place at the end of a game. */
export interface PlayerResult {
  readonly id: PlayerId;
  readonly name: string;
  readonly colour: string;
  readonly score: number;
  /** 1 for the best score; players with the same score share a place and the next place is skipped (1, 1, 3). */
  readonly rank: number;
  readonly winner: boolean;
  /** Played the first card of the game: round 1's start player. */
  readonly startPlayer: boolean;
}

/** A finished game as it is shared, logged and counted: who played it, when, and how it ended. */
export interface PlayResult {
  readonly gameId: string;
  readonly title: string;
  readonly edition: EditionId;
  readonly modules: readonly ModuleId[];
  /** When the game's first and last entries were stored (milliseconds since 1970). */
  readonly startedAt: number;
  readonly endedAt: number;
  /** The scoring players, best first (the 2023 two-player game's dummy scores nothing and is not one). */
  readonly players: readonly PlayerResult[];
  /** The non-scoring colour's name where one took part. */
  readonly dummy?: string;
  readonly history: ScoreHistory;
}

/** How long a game took, in whole minutes, from its first entry to its last. */
export const minutesOf = (result: Pick<PlayResult, 'startedAt' | 'endedAt'>): number =>
  Math.max(0, Math.round((result.endedAt - result.startedAt) / 60_000));

/** Standard competition ranks: a player's place is one more than the number of players who scored more. */
export const ranksOf = (scores: Readonly<Record<PlayerId, number>>): Readonly<Record<PlayerId, number>> =>
  Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      1 + Object.values(scores).filter((other) => other > score).length,
    ]),
  );

/** The result of a game whose log the engine replays to its end; refused while it is still being played. */
export function playResult(summary: GameSummary, log: readonly Command[]): Result<PlayResult> {
  const { state, refused } = replay(log);
  if (!state || refused) return fail('result/unreadable', words('result.unreadable'));
  if (state.phase !== 'over') return fail('result/not-over', words('result.notOver', { round: state.round }));
  const first = log[0] && applyCommand(undefined, log[0]);
  const starter = first?.ok ? first.value.startPlayer : undefined;
  const scores = Object.fromEntries(state.setup.players.map((p) => [p.id, state.scores[p.id] ?? 0]));
  const ranks = ranksOf(scores);
  const winners = state.winners ?? [];
  const players = state.setup.players
    .map((p) => ({
      id: p.id,
      name: p.name,
      colour: p.colour,
      score: scores[p.id] ?? 0,
      rank: ranks[p.id] ?? 1,
      winner: winners.includes(p.id),
      startPlayer: p.id === starter,
    }))
    .sort((a, b) => a.rank - b.rank);
  return ok({
    gameId: summary.id,
    title: summary.title,
    edition: state.setup.edition,
    modules: state.setup.modules,
    startedAt: summary.createdAt,
    endedAt: summary.lastPlayedAt,
    players,
    ...(state.setup.dummy ? { dummy: state.setup.dummy.name } : {}),
    history: scoreHistory(state),
  });
}
