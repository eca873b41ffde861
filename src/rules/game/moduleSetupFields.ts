import { MODULE_PLAY } from '../play/index';
import type { SetupCommand } from '../state/commands';
import type { ModuleId } from '../state/modules';

/**
 * The setup fields of their own that these modules need entered (the Church's two regions), in the
 * order of the modules: a setup form shows a field exactly when its module is chosen.
 * @example moduleSetupFields(['church']) // ['church']
 */
export const moduleSetupFields = (modules: readonly ModuleId[]): readonly (keyof SetupCommand)[] =>
  modules.flatMap((id) => MODULE_PLAY[id]?.setupFields ?? []);
