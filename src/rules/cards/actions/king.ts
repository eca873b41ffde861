import { toAreaId } from '../../board/regionAliases';
import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field, optional } from './fields';
import { at } from './phrases';

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
    const area = (value: unknown) => w.area(value);
    const who = w.name(w.player);
    const now = w.king;
    if (now !== undefined && typeof action.to === 'string' && toAreaId(action.to) === now)
      return words('history.action.king.stays', { who, where: at(area, now, 'in') });
    const taken = movedCount(action.entourage);
    const line = {
      who,
      to: at(area, action.to, 'to'),
      along: taken > 0 ? words('history.action.king.along', { count: taken }) : '',
      swap:
        action.grande !== undefined ? words('history.action.king.swap', { whose: w.possessive(action.grande) }) : '',
    };
    return now !== undefined
      ? words('history.action.king', { ...line, from: at(area, now, 'from') })
      : words('history.action.king.to', line);
  },
});
