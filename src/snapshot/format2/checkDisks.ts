import { CASTILLO } from '../../rules';
import { barred } from './areaBars';
import { toBoardAreaId } from './boardAreaNames';
import type { Problem } from './problem';
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

function missingDisk(view: BoardView): Problem | undefined {
  const s = view.snapshot;
  const disks = s.castilloDestinations ?? {};
  const missing = (id: string, why: string): Problem | undefined =>
    disks[id] === undefined ? [['castilloDestinations', id], `is missing: ${why}`] : undefined;
  const kept = view.kingRegion === CASTILLO;
  const inCastillo = view.pieces.get(CASTILLO)?.counts ?? {};
  const grandeIn = (p: string) => {
    const at = s.grandes?.[p];
    return at === undefined ? undefined : toBoardAreaId(at);
  };

  if (!kept) {
    for (const id of [...view.players, ...view.neutral]) {
      if ((inCastillo[id] ?? 0) === 0) continue;
      const problem = missing(
        id,
        `${id} has caballeros in the Castillo, and a general scoring needs the region on their secret disk`,
      );
      if (problem) return problem;
    }
    if (view.table.black.inquisitor && (inCastillo.inquisitor ?? 0) > 0) {
      const holder = view.holderOf('inquisitor');
      const problem =
        holder === null
          ? missing(
              'inquisitor',
              'nobody holds the Grand Inquisitor and his black caballeros are in the Castillo: enter the region the table chose for them',
            )
          : missing(
              holder,
              `${holder} holds the Grand Inquisitor, whose black caballeros are in the Castillo, and a general scoring needs the region on ${holder}’s secret disk`,
            );
      if (problem) return problem;
    }
  }
  const grandesFollow = !kept || view.options.rebellionGrandes === 'follow-disk';
  for (const p of view.players) {
    if (!grandesFollow || grandeIn(p) !== CASTILLO) continue;
    const problem = missing(
      p,
      `${p}’s Grande is in the Castillo and follows the region on ${p}’s secret disk (004:1344-1345)`,
    );
    if (problem) return problem;
  }
  if (s.conspiracy === true) {
    for (const p of view.players) {
      if (grandeIn(p) === undefined) continue;
      const problem = missing(p, `under the Conspiracy every Grande follows its owner’s secret disk (002:1039-1040)`);
      if (problem) return problem;
    }
  }
  return undefined;
}
