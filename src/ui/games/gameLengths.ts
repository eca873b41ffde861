import { type GameLength, type Words, words } from '../../rules';

/** The game lengths a table may choose, in its words. */
export const GAME_LENGTHS: readonly { id: GameLength; label: Words }[] = [
  { id: 'full', label: words('gameLength.full') },
  { id: 'short-official', label: words('gameLength.short-official') },
  { id: 'short-fan', label: words('gameLength.short-fan') },
];
