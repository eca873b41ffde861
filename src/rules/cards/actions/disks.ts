import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries, list } from './phrases';

/** Every player's secret disk, revealed together. */
export const disksAction = actionKind({
  kind: 'disks',
  label: words('action.disks'),
  fields: { disks: field.playerRegions('secret disks') },
  describe(action, w) {
    const disks = entries(action.disks).map(([id, region]) => `${w.name(id)} on ${w.area(region)}`);
    return `${w.name(w.player)} played ${w.card}, secret disks: ${disks.length > 0 ? list(disks) : 'none'}${w.points()}`;
  },
});
