import { type DiskReason, disksNeeded, type Words, words } from '../../rules';
import { barred } from './areaBars';
import { toBoardAreaId } from './boardAreaNames';
import type { Problem } from './problem';
import { toScoringInput2 } from './toScoringInput2';
import type { BoardView } from './view';

/**
 * Secret disks name one of the nine regions; unheld black caballeros have their own disk only while
 * nobody holds them; and a general scoring has a disk for everyone whose pieces leave the Castillo
 * (snapshot format 2, "General scoring", step 1).
 */
export function checkDisks(view: BoardView): Problem | undefined {
  const disks = view.snapshot.castilloDestinations ?? {};
  for (const [id, name] of Object.entries(disks)) {
    const notADisk = notADiskRegion(view, name);
    if (notADisk) return [['castilloDestinations', id], notADisk];
    const holder = id === 'inquisitor' && view.table.black.inquisitor ? view.holderOf('inquisitor') : null;
    if (holder !== null) {
      return [['castilloDestinations', id], words('snapshot.disk.heldInquisitor', { holder })];
    }
  }
  return view.snapshot.score.kind === 'general' ? missingDisk(view) : undefined;
}

/** Why a name is not one a secret disk can show (one of the nine regions), if it is not. */
export function notADiskRegion(view: BoardView, name: string): Words | undefined {
  const id = toBoardAreaId(name);
  const area = id === undefined ? undefined : view.table.area(id);
  if (id === undefined || area?.diskTarget) return undefined;
  return area ? barred(area, 'disk', view.nameOf(id)) : words('snapshot.barred.disk', { area: view.nameOf(id) });
}

/** The first disk a general scoring on this board needs and the snapshot leaves out, as the engine counts them. */
function missingDisk(view: BoardView): Problem | undefined {
  const disks = view.snapshot.castilloDestinations ?? {};
  const { board, rules } = toScoringInput2(view.snapshot);
  const need = disksNeeded(board, rules).find(({ id }) => disks[id] === undefined);
  return (
    need && [
      ['castilloDestinations', need.id],
      words('snapshot.disk.missing', { why: whyNeeded(need.id, need.reason) }),
    ]
  );
}

const WHY_NEEDED: Readonly<Record<DiskReason, string>> = {
  castillo: 'castillo',
  'unheld-inquisitor': 'unheldInquisitor',
  holder: 'holder',
  'castillo-grande': 'castilloGrande',
  conspiracy: 'conspiracy',
};

const whyNeeded = (id: string, reason: DiskReason): Words => words(`snapshot.disk.why.${WHY_NEEDED[reason]}`, { id });
