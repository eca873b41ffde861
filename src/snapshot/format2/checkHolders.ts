import { MODULES } from '../../rules';
import type { Problem } from './problem';
import type { BoardView } from './view';

/** Nobody holds a Grand Inquisitor that leaves his holder before a general scoring, at that scoring. */
export function checkHolders(view: BoardView): Problem | undefined {
  const black = view.table.black.inquisitor;
  const module = black?.module;
  if (
    view.snapshot.score.kind === 'general' &&
    module !== undefined &&
    black?.leavesHolderBeforeGeneralScoring &&
    view.holderOf('inquisitor') !== null
  ) {
    return [
      ['inquisitor', 'holder'],
      `in ${MODULES[module].name} the Grand Inquisitor leaves the court just before a general scoring (002:801-802); set it to null`,
    ];
  }
  return undefined;
}
