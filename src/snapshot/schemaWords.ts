import type * as v from 'valibot';
import { isWords, listOf, type Text, valueWords as valueWordsOf, type Words, type WordValue, words } from '../rules';

/**
 * A schema's message as the words it stands for. Valibot keeps an issue's message as a string, so
 * the words travel in it as their key, then `|` and their values as JSON; `issueWords` reads them back.
 * @example says('snapshot.pieces.tooMany', { count: 31, most: 30 }) // 'snapshot.pieces.tooMany|{"count":31,"most":30}'
 */
export const says = (key: string, values?: Readonly<Record<string, WordValue>>): string =>
  values ? `${key}|${JSON.stringify(values)}` : key;

/**
 * The message of a strict object's issue: an unknown field named, a required one missing, or else the
 * file not being the object it should be (`notAnObject`, that file's own words).
 */
export const objectIssue =
  (notAnObject: string) =>
  (i: v.BaseIssue<unknown>): string =>
    i.expected === 'never'
      ? says('snapshot.unknownField', { field: valueWordsOf(i.path?.at(-1)?.key) })
      : i.received === 'undefined' && i.path
        ? says('snapshot.required')
        : says(notAnObject);

/** Words as a schema message: `says` with the words' own key and values. */
export const sayWords = (text: Words): string => says(text.key, text.values);

// The keys the schemas' messages use; anything else is a text shown as it is.
const OWN_KEY = /^[a-z][\w-]*(\.[\w/+-]+)+$/;

const isPlain = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A value read back from JSON: words and lists made whole again, numbers and texts as they are. */
function revive(value: unknown): WordValue {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (isPlain(value) && typeof value.key === 'string') {
    return words(value.key, isPlain(value.values) ? reviveAll(value.values) : undefined);
  }
  if (isPlain(value) && Array.isArray(value.list)) {
    const join = value.join === 'or' || value.join === 'plain' ? value.join : 'and';
    return listOf(value.list.map(revive), join);
  }
  return String(value);
}

const reviveAll = (values: Readonly<Record<string, unknown>>): Record<string, WordValue> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, revive(value)]));

/** A schema message as the words it carries, or a text shown as it is when it carries none. */
export function messageWords(message: string): Text {
  const bar = message.indexOf('|');
  const key = bar < 0 ? message : message.slice(0, bar);
  if (!OWN_KEY.test(key)) return message;
  if (bar < 0) return words(key);
  const values: unknown = JSON.parse(message.slice(bar + 1));
  return words(key, isPlain(values) ? reviveAll(values) : undefined);
}

/** What a valibot issue says, as words. */
export const issueWords = (issue: v.BaseIssue<unknown>): Text => messageWords(issue.message);

/** Any value as a message shows it: the engine's own (src/rules/state/quote.ts). */
export { valueWords } from '../rules';

/** Whether a text is words (rather than a text shown as it is). */
export const isText = (x: unknown): x is Text => typeof x === 'string' || isWords(x);
