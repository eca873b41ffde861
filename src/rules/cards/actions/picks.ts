import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries, list } from './phrases';

/** The player picks, for each player, a region one of their caballeros leaves for the provinces. */
export const picksAction = actionKind({
  kind: 'picks',
  label: words('action.picks'),
  fields: { picks: field.playerRegions('picked regions') },
  describe(action, w) {
    const picks = entries(action.picks).map(
      ([id, region]) => `${id === w.player ? 'their own' : w.possessive(id)} from ${w.area(region)}`,
    );
    return `${w.name(w.player)} sent one caballero each back to the provinces: ${picks.length > 0 ? list(picks) : 'none'}`;
  },
});
