import { blackPieceCard } from '../../cards/effects/_lib/blackPieceCard';
import { INQUISITOR_REF } from './play/refs';

/**
 * The Grand Inquisitor card (Decennial rules, “Grand Inquisitor & the Colonies: Grand Inquisitor”): the
 * taker takes him into their court, from beside the board or another court, and may reposition up to
 * two of his black caballeros, never from or into the King's region. Reading (P15): every part is
 * optional, so a table that wants none of it skips the special action; one that moves his caballeros
 * takes him too.
 */
export const grandInquisitorCard = blackPieceCard('grand-inquisitor-card', 'inquisitor', INQUISITOR_REF);
