import type { GameSummary } from './gameStorage';

/** Home's "Continue": the game this device had open last while it is still listed, else the one played last. */
export const continuableGame = (
  games: readonly GameSummary[],
  lastOpenedId: string | undefined,
): GameSummary | undefined => games.find((g) => g.id === lastOpenedId) ?? games[0];
