/** All of one game's history rows, whose keys are [gameId, seq]. */
export const gameRange = (gameId: string): IDBKeyRange =>
  IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]);

import { sameJson } from '../jsonText';

/** Whether two rows hold the same, however their keys were written. */
export const sameRow = sameJson;
