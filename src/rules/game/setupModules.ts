import {
  defaultOption,
  MODULE_OPTIONS,
  MODULES,
  moduleOptionsOf,
  modulesOfEdition,
  moduleTable,
  moduleWords,
  readingWords,
  refusedWith,
} from '../modules/index';
import { isPlayable } from '../play/index';
import type { EditionId } from '../state/editionIds';
import { MODULE_IDS, type ModuleId, type ModuleOptionId, type ModuleOptions } from '../state/modules';
import { describeValue } from '../state/quote';
import { entriesOf, isOneOf, isRecord, keysOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import { type RuleRef, ruleRefShortWords } from '../state/sources';
import { listOf, type Text, type Words, words } from '../state/words';

export interface ChosenModules {
  /** In the order of the module list, whatever order the setup named them in. */
  readonly modules: readonly ModuleId[];
  readonly moduleOptions: Partial<ModuleOptions>;
}

/**
 * Checks the variants and expansions a setup names, and the readings it takes for them: each a known
 * module of this edition, playable turn by turn, never one the texts keep apart from another; each
 * reading one of those modules have, set to one of its choices.
 * `playable` says which modules are playable turn by turn (those with rules of play; a module still
 * being built is tried out by its tests alone).
 * @example setupModules('classic', ['granada-1995'], {}) // ok once Muslim Granada is playable
 */
export function setupModules(
  edition: EditionId,
  given: unknown,
  options: unknown,
  playable: (id: ModuleId) => boolean = isPlayable,
): Result<ChosenModules> {
  const list = given ?? [];
  if (!Array.isArray(list)) return fail('setup/bad-modules', words('refusal.setup/bad-modules'));
  const chosen: ModuleId[] = [];
  for (const id of list) {
    if (!isOneOf(MODULE_IDS, id)) {
      return fail(
        'setup/unknown-module',
        words('refusal.setup/unknown-module', { value: describeValue(id), modules: listOf(MODULE_IDS, 'plain') }),
      );
    }
    const module = MODULES[id];
    if (chosen.includes(id))
      return fail('setup/duplicate-module', words('refusal.setup/duplicate-module', { module: moduleWords(id) }));
    if (!module.editions.includes(edition)) {
      return fail(
        'setup/module-edition',
        words('refusal.setup/module-edition', { module: moduleWords(id), edition: words(`edition.${edition}`) }),
        module.refs[0],
      );
    }
    const clash = refusedWith(id, chosen, 'game');
    if (clash) {
      return fail(
        'setup/modules-apart',
        words('refusal.setup/modules-apart', {
          module: moduleWords(id),
          other: moduleWords(clash.other),
          why: clash.whyWords,
        }),
        module.refs[0],
      );
    }
    chosen.push(id);
  }
  // Asked last, so a table learns first that a combination is impossible, whatever is built.
  const waiting = chosen.find((id) => !playable(id));
  if (waiting) {
    const module = MODULES[waiting];
    return fail(
      'setup/module-not-playable',
      words('refusal.setup/module-not-playable', { module: moduleWords(waiting) }),
      module.refs[0],
    );
  }
  const modules = moduleTable(chosen).modules;
  const readings = checkReadings(modules, options ?? {});
  if (!readings.ok) return readings;
  return ok({ modules, moduleOptions: readings.value });
}

function checkReadings(modules: readonly ModuleId[], options: unknown): Result<Partial<ModuleOptions>> {
  if (!isRecord(options)) return fail('setup/bad-module-options', words('refusal.setup/bad-module-options'));
  const inPlay = moduleTable(modules).readingIds;
  let readings: Partial<ModuleOptions> = {};
  for (const [key, value] of entriesOf(options)) {
    if (!isOneOf(keysOf(MODULE_OPTIONS), key)) {
      return fail(
        'setup/unknown-module-option',
        words('refusal.setup/unknown-module-option', { value: describeValue(key) }),
      );
    }
    const { choices } = MODULE_OPTIONS[key];
    const label = readingWords(key);
    if (!inPlay.includes(key)) {
      return fail('setup/module-option-not-in-play', words('refusal.setup/module-option-not-in-play', { label }));
    }
    const taken = withModuleReading(readings, key, value);
    if (!taken) {
      return fail(
        'setup/bad-module-option',
        words('refusal.setup/bad-module-option', {
          value: describeValue(value),
          label,
          choices: listOf(
            choices.map((c) => c.value),
            'plain',
          ),
        }),
      );
    }
    readings = taken;
  }
  return ok(readings);
}

/** The readings with one more, when the value is one of that option's choices: how a screen sets one. */
export function withModuleReading<K extends ModuleOptionId>(
  readings: Partial<ModuleOptions>,
  id: K,
  value: unknown,
): Partial<ModuleOptions> | undefined {
  const choices: readonly { readonly value: ModuleOptions[K] }[] = MODULE_OPTIONS[id].choices;
  const choice = choices.find((c) => c.value === value);
  return choice ? { ...readings, [id]: choice.value } : undefined;
}

/** Where a module stands on the new-game screen, given the modules chosen so far. */
export type SetupModuleState =
  | { readonly kind: 'chosen' }
  | { readonly kind: 'may-add' }
  /** A chosen module the texts never combine with this one. */
  | { readonly kind: 'kept-apart'; readonly other: ModuleId; readonly why: Words }
  /** Its turns are not built yet: a table may still score its boards in the calculator, when it has any. */
  | { readonly kind: 'not-playable'; readonly why: Words };

/** One variant or expansion as the new-game screen offers it. */
export interface SetupModuleChoice {
  readonly id: ModuleId;
  readonly name: string;
  readonly summary: string;
  /** Where its rules begin (its first section), in a player's words. */
  readonly citation: Text;
  readonly state: SetupModuleState;
}

/** One choice of a reading, with the rule it follows. */
export interface SetupReadingChoice {
  readonly value: string;
  readonly label: string;
  readonly citation: Text;
}

/** One reading the chosen modules leave open: its choices, its default and the one in force. */
export interface SetupReading {
  readonly id: ModuleOptionId;
  readonly label: string;
  readonly explanation: string;
  readonly choices: readonly SetupReadingChoice[];
  readonly defaultValue: string;
  readonly value: string;
}

export interface SetupModuleChoices {
  readonly modules: readonly SetupModuleChoice[];
  /** The readings of the chosen modules, in the order of the options table. */
  readonly readings: readonly SetupReading[];
  /** What the setup command carries: the chosen modules of this edition and the readings given for them. */
  readonly chosen: ChosenModules;
}

/**
 * What the new-game screen offers for variants and expansions: every module of the edition with its
 * state (chosen, may be added, kept apart from a chosen one, not yet playable), and the readings of the
 * chosen ones. Chosen ids of another edition, or that may not be chosen, and readings of modules not
 * chosen are dropped, so a form switching edition or modules keeps only what still applies.
 * @example setupModuleChoices('classic', ['church'], { churchUnheld: 'neutral' }).readings[0]?.value // 'neutral'
 */
export function setupModuleChoices(
  edition: EditionId,
  chosen: readonly ModuleId[],
  given: Partial<ModuleOptions> = {},
  playable: (id: ModuleId) => boolean = isPlayable,
): SetupModuleChoices {
  const offered = modulesOfEdition(edition);
  const kept: ModuleId[] = [];
  for (const { id } of offered) {
    if (chosen.includes(id) && playable(id) && !refusedWith(id, kept, 'game')) kept.push(id);
  }
  const modules = offered.map(
    (m): SetupModuleChoice => ({
      id: m.id,
      name: m.name,
      summary: m.summary,
      citation: m.refs.map(ruleRefShortWords)[0] ?? '',
      state: stateOf(m.id, kept, playable),
    }),
  );
  // Every reading of the chosen modules, those only play reads (where France lies) too: a game plays them all.
  const readingIds = moduleTable(kept).readingIds;
  let moduleOptions: Partial<ModuleOptions> = {};
  for (const id of readingIds) moduleOptions = withModuleReading(moduleOptions, id, given[id]) ?? moduleOptions;
  return {
    modules,
    readings: readingIds.map((id) => setupReading(id, kept, moduleOptions)),
    chosen: { modules: kept, moduleOptions },
  };
}

function stateOf(id: ModuleId, chosen: readonly ModuleId[], playable: (id: ModuleId) => boolean): SetupModuleState {
  if (chosen.includes(id)) return { kind: 'chosen' };
  const clash = refusedWith(id, chosen, 'game');
  if (clash) {
    return {
      kind: 'kept-apart',
      other: clash.other,
      why: words('game.module.keptApart', { other: moduleWords(clash.other), why: clash.whyWords }),
    };
  }
  if (!playable(id)) {
    const why = words(MODULES[id].playOnly ? 'game.module.notPlayable' : 'game.module.notPlayable.calculator');
    return { kind: 'not-playable', why };
  }
  return { kind: 'may-add' };
}

function setupReading(id: ModuleOptionId, modules: readonly ModuleId[], given: Partial<ModuleOptions>): SetupReading {
  const { label, explanation, choices } = MODULE_OPTIONS[id];
  const defaultValue = defaultOption(id, modules);
  return {
    id,
    label,
    explanation,
    choices: choices.map((c) => ({ value: c.value, label: c.label, citation: ruleRefShortWords(c.ref) })),
    defaultValue,
    value: given[id] ?? defaultValue,
  };
}

/** One module in a game, as the game screen explains it. */
export interface ModuleInPlay {
  readonly id: ModuleId;
  readonly name: string;
  readonly summary: string;
  /** Where its rules are written, each section in a player's words. */
  readonly citations: readonly Words[];
  /** Its readings with the choice in force, given at setup or the default. */
  readonly readings: readonly {
    readonly id: ModuleOptionId;
    readonly label: string;
    readonly chosen: string;
    readonly citation: Text;
  }[];
}

/**
 * The variants and expansions a game plays, each with its readings in force; empty for a base game.
 * A reading two modules share is listed under the first of them.
 */
export function modulesInPlay(setup: {
  readonly modules: readonly ModuleId[];
  readonly moduleOptions: Partial<ModuleOptions>;
}): readonly ModuleInPlay[] {
  const listed = new Set<ModuleOptionId>();
  const inForce = moduleOptionsOf(setup.modules, setup.moduleOptions);
  return moduleTable(setup.modules).modules.map((id) => {
    const module = MODULES[id];
    const readings = (module.options ?? [])
      .filter((option) => !listed.has(option))
      .map((option) => {
        listed.add(option);
        const definition = MODULE_OPTIONS[option];
        const choices: readonly { readonly value: string; readonly label: string; readonly ref: RuleRef }[] =
          definition.choices;
        const choice = choices.find((c) => c.value === inForce[option]) ?? choices[0];
        return {
          id: option,
          label: definition.label,
          chosen: choice?.label ?? '',
          citation: choice ? ruleRefShortWords(choice.ref) : '',
        };
      });
    return { id, name: module.name, summary: module.summary, citations: module.refs.map(ruleRefShortWords), readings };
  });
}
