import { listOf, words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries } from './phrases';

/** Every player's secret disk, revealed together. */
export const disksAction = actionKind({
  kind: 'disks',
  label: words('action.disks'),
  fields: { disks: field.playerRegions('secret disks') },
  describe(action, w) {
    const disks = entries(action.disks).map(([id, region]) =>
      words('history.diskOn', { who: w.name(id), area: w.area(region) }),
    );
    const line = { who: w.name(w.player), card: w.card, points: w.points() };
    return disks.length > 0
      ? words('history.action.disks', { ...line, disks: listOf(disks) })
      : words('history.action.disks.none', line);
  },
});
