import { MODULES, type ModuleId } from '../../rules';
import type { Problem } from './problem';
import type { BoardView } from './view';

/**
 * Modules whose Grand Inquisitor leaves his holder just before a general scoring (002:801-802), so a
 * general scoring never finds him held. The module data does not say this, so it is stated here.
 */
const INQUISITOR_LEAVES_BEFORE_GENERAL: readonly ModuleId[] = ['grandissimo'];

/** Nobody holds a Grand Inquisitor that leaves his holder before a general scoring, at that scoring. */
export function checkHolders(view: BoardView): Problem | undefined {
  const module = view.table.black.inquisitor?.module;
  if (
    view.snapshot.score.kind === 'general' &&
    module !== undefined &&
    INQUISITOR_LEAVES_BEFORE_GENERAL.includes(module) &&
    view.holderOf('inquisitor') !== null
  ) {
    return [
      ['inquisitor', 'holder'],
      `in ${MODULES[module].name} the Grand Inquisitor leaves the court just before a general scoring (002:801-802); set it to null`,
    ];
  }
  return undefined;
}
