import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { at, text } from './phrases';

/** A mobile scoreboard put on an area, or moved from one to another. */
export const mobileScoreboardAction = actionKind({
  kind: 'mobile-scoreboard',
  label: words('action.mobile-scoreboard'),
  fields: { board: field.mobileBoard(), to: field.area() },
  describe(action, w) {
    const area = (value: unknown) => w.area(value);
    const line = { who: w.name(w.player), board: text(action.board) };
    const now = w.scoreboard(action.board);
    return now
      ? words('history.action.scoreboard', { ...line, from: at(area, now, 'from'), to: at(area, action.to, 'to') })
      : words('history.action.scoreboard.put', { ...line, on: at(area, action.to, 'on') });
  },
});
