import { moduleTable } from '../modules/index';
import { BLACK_IDS, type BlackId } from '../state/modules';
import { colourIds } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';

/** The black caballeros this game's modules bring (the Church's), none in a base game. */
export const blackPiecesInPlay = (state: GameState): readonly BlackId[] => {
  const table = moduleTable(state.setup.modules);
  return BLACK_IDS.filter((id) => table.black[id] !== undefined);
};

/**
 * Every id whose caballeros a screen shows on the board: the colours at the table, then the black
 * caballeros the modules bring, which count for whoever holds them.
 * @example piecesOnBoard(churchGame) // ['red', 'blue', 'yellow', 'church']
 */
export const piecesOnBoard = (state: GameState): readonly PlayerId[] => [
  ...colourIds(state),
  ...blackPiecesInPlay(state),
];

/** Who holds each black caballeros' marker now: null until someone takes it (the Church card not yet taken). */
export const blackPieceHolders = (state: GameState): readonly { id: BlackId; holder: PlayerId | null }[] =>
  blackPiecesInPlay(state).map((id) => ({ id, holder: state.modules?.holders?.[id] ?? null }));
