import { toAreaId } from '../../board/regionAliases';
import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field, optional } from './fields';

/** How many caballeros a list of moves names, read warily (the history describes unchecked commands too). */
const movedCount = (moves: unknown): number =>
  Array.isArray(moves) ? moves.reduce((sum: number, m) => sum + (typeof m?.count === 'number' ? m.count : 0), 0) : 0;

/**
 * The King moved to another region (or left where he is, where the card allows it); with New Regency also to
 * France, Portugal or beside the Castillo, swapped with a Grande (Stand-in) or followed by caballeros (Entourage).
 */
export const kingAction = actionKind({
  kind: 'king',
  label: words('action.king'),
  fields: {
    to: field.kingArea(),
    grande: optional(field.player('whose Grande stands in for the King')),
    entourage: optional(field.moves()),
  },
  describe(action, w) {
    const who = w.name(w.player);
    const now = w.king;
    if (now !== undefined && toAreaId(String(action.to)) === now) return `${who} left the King in ${w.area(now)}`;
    const moved =
      now !== undefined
        ? `${who} moved the King from ${w.area(now)} to ${w.area(action.to)}`
        : `${who} moved the King to ${w.area(action.to)}`;
    const taken = movedCount(action.entourage);
    const along = taken > 0 ? `, ${taken} caballero${taken === 1 ? '' : 's'} going with him` : '';
    const swap = action.grande !== undefined ? `, ${w.possessive(action.grande)} Grande taking his place` : '';
    return `${moved}${along}${swap}`;
  },
});
