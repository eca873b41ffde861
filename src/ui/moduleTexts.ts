import {
  MODULE_OPTIONS,
  MODULES,
  type ModuleId,
  type ModuleOptionChoice,
  type ModuleOptionId,
  type ModuleOptions,
  readingChoiceWords,
  ruleRefShortWords,
  type Words,
} from '../rules';

/** One answer to a reading, as a screen offers it: its value, its words and the rule it follows. */
export interface ReadingChoiceText<V> {
  readonly value: V;
  readonly words: Words;
  readonly citation: Words;
}

/**
 * A reading's answers in the reader's words. The engine's setup and game queries hand these out as the
 * module data's English; a screen asks by id so the words follow the language spoken.
 */
export function readingChoices<K extends ModuleOptionId>(id: K): readonly ReadingChoiceText<ModuleOptions[K]>[] {
  const choices: readonly ModuleOptionChoice<ModuleOptions[K]>[] = MODULE_OPTIONS[id].choices;
  return choices.map((c) => ({
    value: c.value,
    words: readingChoiceWords(id, c.value),
    citation: ruleRefShortWords(c.ref),
  }));
}

/** The answer of a reading with this value, if it is one. */
export const readingChoice = (id: ModuleOptionId, value: string | undefined) =>
  readingChoices(id).find((c) => c.value === value);

/** Where each of a module's rules is written, as citations for the reader's language. */
export const moduleCitations = (id: ModuleId): readonly Words[] => MODULES[id].refs.map(ruleRefShortWords);
