/**
 * Words a player reads, as the key the app's message catalogs translate and the values that fill
 * them in: the engine speaks no language of its own. The screens, `score --explain` and the history
 * turn them into English, German or Spanish.
 */
export interface Words {
  readonly key: string;
  readonly values?: Readonly<Record<string, WordValue>>;
}

/**
 * What fills a message in: a number (counted and formatted in the reader's language), a text shown
 * as it is (a player's name, a typed value) or a keyword the message picks its wording by, more
 * words, or a list of values joined in the reader's language ("red, blue and green").
 */
export type WordValue = number | string | Words | WordList;

export interface WordList {
  readonly list: readonly WordValue[];
  /** "red, blue and green", "red, blue or green", or "red 5, blue 3" (a plain list, commas only). */
  readonly join: 'and' | 'or' | 'plain';
}

/**
 * What the engine hands the screens to show: words to translate, or a text shown as it is (what a
 * player typed, or wording not yet in the catalogs).
 */
export type Text = string | Words;

/**
 * Words turned into text anywhere but through a language (a template string, `String()`) are a
 * mistake that would show a player "[object Object]": they say so at once instead.
 */
const UNSPOKEN = {
  toString(this: Words): string {
    throw new Error(`The words “${this.key}” were turned into text without a language`);
  },
};

export const words = (key: string, values?: Readonly<Record<string, WordValue>>): Words =>
  Object.assign(Object.create(UNSPOKEN), values ? { key, values } : { key });

export const listOf = (list: readonly WordValue[], join: WordList['join'] = 'and'): WordList => ({ list, join });

export const isWords = (text: unknown): text is Words =>
  typeof text === 'object' && text !== null && 'key' in text && typeof text.key === 'string';
