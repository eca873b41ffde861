import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries, list } from './phrases';

/** The others' caballeros leave one region, each owner choosing by secret disk where they go. */
export const evictionAction = actionKind({
  kind: 'eviction',
  label: words('action.eviction'),
  fields: { region: field.region(), disks: field.playerRegions('secret disks') },
  describe(action, w) {
    const disks = entries(action.disks).map(([id, region]) => `${w.possessive(id)} to ${w.area(region)}`);
    return `${w.name(w.player)} evicted the others from ${w.area(action.region)}${disks.length > 0 ? `: ${list(disks)}` : ': nobody had to leave'}`;
  },
});
