import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { text } from './phrases';

/** A mobile scoreboard put on an area, or moved from one to another. */
export const mobileScoreboardAction = actionKind({
  kind: 'mobile-scoreboard',
  label: words('action.mobile-scoreboard'),
  fields: { board: field.mobileBoard(), to: field.area() },
  describe(action, w) {
    const who = w.name(w.player);
    const now = w.scoreboard(action.board);
    return now
      ? `${who} moved the ${text(action.board)} scoreboard from ${w.area(now)} to ${w.area(action.to)}`
      : `${who} put the ${text(action.board)} scoreboard on ${w.area(action.to)}`;
  },
});
