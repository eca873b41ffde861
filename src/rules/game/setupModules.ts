import { EDITIONS } from '../editions/index';
import { MODULE_OPTIONS, MODULES, moduleTable, refusedWith } from '../modules/index';
import { isPlayable } from '../play/index';
import type { EditionId } from '../state/editionIds';
import { MODULE_IDS, type ModuleId, type ModuleOptionId, type ModuleOptions } from '../state/modules';
import { describeValue } from '../state/quote';
import { entriesOf, isOneOf, isRecord, keysOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';

export interface ChosenModules {
  /** In the order of the module list, whatever order the setup named them in. */
  readonly modules: readonly ModuleId[];
  readonly moduleOptions: Partial<ModuleOptions>;
}

/**
 * Checks the variants and expansions a setup names, and the readings it takes for them: each a known
 * module of this edition, playable turn by turn, never one the texts keep apart from another; each
 * reading one of those modules have, set to one of its choices.
 * @example setupModules('classic', ['granada-1995'], {}) // ok once Muslim Granada is playable
 */
export function setupModules(edition: EditionId, given: unknown, options: unknown): Result<ChosenModules> {
  const list = given ?? [];
  if (!Array.isArray(list)) return fail('setup/bad-modules', 'The modules must be a list of module ids');
  const chosen: ModuleId[] = [];
  const editionName = EDITIONS[edition].name;
  for (const id of list) {
    if (!isOneOf(MODULE_IDS, id)) {
      return fail(
        'setup/unknown-module',
        `${describeValue(id)} is not a variant or expansion: use one of ${MODULE_IDS.join(', ')}`,
      );
    }
    const module = MODULES[id];
    if (chosen.includes(id)) return fail('setup/duplicate-module', `${module.name} is listed twice`);
    if (!module.editions.includes(edition)) {
      return fail('setup/module-edition', `${module.name} is not played with the ${editionName}`, module.refs[0]);
    }
    const clash = refusedWith(id, chosen);
    if (clash) {
      return fail(
        'setup/modules-apart',
        `${module.name} cannot join ${MODULES[clash.other].name}: ${clash.why}`,
        module.refs[0],
      );
    }
    chosen.push(id);
  }
  // Asked last, so a table learns first that a combination is impossible, whatever is built.
  const waiting = chosen.find((id) => !isPlayable(id));
  if (waiting) {
    const module = MODULES[waiting];
    return fail(
      'setup/module-not-playable',
      `${module.name} cannot be played turn by turn yet: score its boards in the calculator`,
      module.refs[0],
    );
  }
  const modules = moduleTable(chosen).modules;
  const readings = checkReadings(modules, options ?? {});
  if (!readings.ok) return readings;
  return ok({ modules, moduleOptions: readings.value });
}

function checkReadings(modules: readonly ModuleId[], options: unknown): Result<Partial<ModuleOptions>> {
  if (!isRecord(options)) return fail('setup/bad-module-options', 'The module readings must be an object');
  const inPlay = moduleTable(modules).optionIds;
  let readings: Partial<ModuleOptions> = {};
  for (const [key, value] of entriesOf(options)) {
    if (!isOneOf(keysOf(MODULE_OPTIONS), key)) {
      return fail('setup/unknown-module-option', `${describeValue(key)} is not a reading of any variant or expansion`);
    }
    const { label, choices } = MODULE_OPTIONS[key];
    if (!inPlay.includes(key)) {
      return fail(
        'setup/module-option-not-in-play',
        `“${label}” belongs to a variant or expansion this game does not use`,
      );
    }
    const taken = withReading(readings, key, value);
    if (!taken) {
      return fail(
        'setup/bad-module-option',
        `${describeValue(value)} is not a reading of “${label}”: use one of ${choices.map((c) => c.value).join(', ')}`,
      );
    }
    readings = taken;
  }
  return ok(readings);
}

/** The readings with one more, when the value is one of that option's choices. */
function withReading<K extends ModuleOptionId>(
  readings: Partial<ModuleOptions>,
  id: K,
  value: unknown,
): Partial<ModuleOptions> | undefined {
  const choices: readonly { readonly value: ModuleOptions[K] }[] = MODULE_OPTIONS[id].choices;
  const choice = choices.find((c) => c.value === value);
  return choice ? { ...readings, [id]: choice.value } : undefined;
}
