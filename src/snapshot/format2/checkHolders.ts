import { moduleWords, words } from '../../rules';
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
    return [['inquisitor', 'holder'], words('snapshot.inquisitor.leaves', { module: moduleWords(module) })];
  }
  return undefined;
}
