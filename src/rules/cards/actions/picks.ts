import { listOf, words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries } from './phrases';

/** The player picks, for each player, a region one of their caballeros leaves for the provinces. */
export const picksAction = actionKind({
  kind: 'picks',
  label: words('action.picks'),
  fields: { picks: field.playerRegions('picked regions') },
  describe(action, w) {
    const picks = entries(action.picks).map(([id, region]) =>
      id === w.player
        ? words('history.action.picks.own', { area: w.area(region) })
        : words('history.action.picks.other', { whose: w.possessive(id), area: w.area(region) }),
    );
    const who = w.name(w.player);
    return picks.length > 0
      ? words('history.action.picks', { who, picks: listOf(picks) })
      : words('history.action.picks.none', { who });
  },
});
