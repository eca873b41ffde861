import type { GameLength } from '../../rules';

/** The game lengths a table may choose, in its words. */
export const GAME_LENGTHS: readonly { id: GameLength; label: string }[] = [
  { id: 'full', label: 'Nine rounds' },
  { id: 'short-official', label: 'Six rounds: the official short game' },
  { id: 'short-fan', label: 'Rounds 1 to 6 only' },
];
