import { toAreaId } from '../../board/regionAliases';
import { actionKind } from './actionKind';
import { field } from './fields';

/** The King moved to another region (or left where he is, where the card allows it). */
export const kingAction = actionKind({
  kind: 'king',
  label: 'Move the King',
  fields: { to: field.region() },
  describe(action, w) {
    const who = w.name(w.player);
    const now = w.king;
    if (now !== undefined && toAreaId(String(action.to)) === now) return `${who} left the King in ${w.area(now)}`;
    return now !== undefined
      ? `${who} moved the King from ${w.area(now)} to ${w.area(action.to)}`
      : `${who} moved the King to ${w.area(action.to)}`;
  },
});
