import { type DiskReason, disksNeeded } from '../../rules';
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
      return [
        ['castilloDestinations', id],
        `${holder} holds the Grand Inquisitor, so his black caballeros follow ${holder}’s disk: leave this out`,
      ];
    }
  }
  return view.snapshot.score.kind === 'general' ? missingDisk(view) : undefined;
}

/** Why a name is not one a secret disk can show (one of the nine regions), if it is not. */
export function notADiskRegion(view: BoardView, name: string): string | undefined {
  const id = toBoardAreaId(name);
  const area = id === undefined ? undefined : view.table.area(id);
  if (id === undefined || area?.diskTarget) return undefined;
  return area
    ? barred(area, 'disk', view.nameOf(id))
    : `a secret disk names one of the nine regions, never ${view.nameOf(id)}`;
}

/** The first disk a general scoring on this board needs and the snapshot leaves out, as the engine counts them. */
function missingDisk(view: BoardView): Problem | undefined {
  const disks = view.snapshot.castilloDestinations ?? {};
  const { board, rules } = toScoringInput2(view.snapshot);
  const need = disksNeeded(board, rules).find(({ id }) => disks[id] === undefined);
  return need && [['castilloDestinations', need.id], `is missing: ${whyNeeded(need.id, need.reason)}`];
}

function whyNeeded(id: string, reason: DiskReason): string {
  switch (reason) {
    case 'castillo':
      return `${id} has caballeros in the Castillo, and a general scoring needs the region on their secret disk`;
    case 'unheld-inquisitor':
      return 'nobody holds the Grand Inquisitor and his black caballeros are in the Castillo: enter the region the table chose for them';
    case 'holder':
      return `${id} holds the Grand Inquisitor, whose black caballeros are in the Castillo, and a general scoring needs the region on ${id}’s secret disk`;
    case 'castillo-grande':
      return `${id}’s Grande is in the Castillo and follows the region on ${id}’s secret disk (004:1344-1345)`;
    case 'conspiracy':
      return 'under the Conspiracy every Grande follows its owner’s secret disk (002:1039-1040)';
  }
}
