import type { ModuleId, ModuleOptionId, ModuleOptions } from '../state/modules';
import { type Words, words } from '../state/words';
import type { AreaRefusals } from './defineModule';

/**
 * The modules' words for the reader's language, by id. The module data keeps its English text too:
 * it is what a record, the command line's JSON and the screens' accessible names were written with,
 * and the English catalog says it word for word (test/rules/modules/moduleWords.test.ts).
 */

/** A module's name: "The Church (1995 variant)". */
export const moduleWords = (id: ModuleId): Words => words(`module.${id}`);

/** What a module changes, in a few sentences. */
export const moduleSummaryWords = (id: ModuleId): Words => words(`module.${id}.summary`);

/** A reading's question: "A Grande counts as one caballero". */
export const readingWords = (id: ModuleOptionId): Words => words(`reading.${id}`);

/** Why the texts leave a reading open. */
export const readingExplanationWords = (id: ModuleOptionId): Words => words(`reading.${id}.explanation`);

/** One answer to a reading: "For every place". */
export const readingChoiceWords = <K extends ModuleOptionId>(id: K, value: ModuleOptions[K]): Words =>
  words(`reading.${id}.${value}`);

/** Why two modules are never played together, by the pair (either order). */
export const apartWords = (a: ModuleId, b: ModuleId): Words => words(`modules.apart.${[a, b].sort().join('+')}`);

/**
 * Why an area refuses the King, a Grande, a disk…, where the texts give a reason of their own:
 * `module` is the module that brings the area, none for the base board's.
 */
export const areaRefusalWords = (module: ModuleId | undefined, area: string, what: keyof AreaRefusals): Words =>
  words(`barred.${module ?? 'base'}.${area}.${what}`);
