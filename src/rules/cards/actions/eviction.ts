import { listOf, words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries } from './phrases';

/** The others' caballeros leave one region, each owner choosing by secret disk where they go. */
export const evictionAction = actionKind({
  kind: 'eviction',
  label: words('action.eviction'),
  fields: { region: field.region(), disks: field.playerRegions('secret disks') },
  describe(action, w) {
    const disks = entries(action.disks).map(([id, region]) =>
      words('history.action.eviction.disk', { whose: w.possessive(id), area: w.area(region) }),
    );
    const line = { who: w.name(w.player), area: w.area(action.region) };
    return disks.length > 0
      ? words('history.action.eviction', { ...line, disks: listOf(disks) })
      : words('history.action.eviction.none', line);
  },
});
