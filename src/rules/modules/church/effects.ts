import { blackPieceCard } from '../../cards/effects/_lib/blackPieceCard';
import { CHURCH_REF } from './play';

/**
 * The Church card (1995 variant): the taker takes the Church marker and may move up to two of the
 * Church's black caballeros, never into the Castillo (the Church's play hooks close it to them).
 */
export const churchCard = blackPieceCard('church-card', 'church', CHURCH_REF);
