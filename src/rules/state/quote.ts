import { type WordValue, words } from './words';

/**
 * Input quoted in a message, on one line and of a sane length, whatever it holds: a message that
 * echoes a value must never break into several lines, drive a terminal with escape sequences, or
 * repeat megabytes back at the reader. Used alike on the command line and on screen, by the engine
 * and by every schema, so it lives with the engine (which imports nothing from outside itself).
 */

/** Characters kept from a quoted value before it is shortened with an ellipsis. */
export const QUOTE_LIMIT = 60;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

// C0 and C1 controls, DEL, the line and paragraph separators, the marks that reorder text, and the
// characters that show as nothing on their own (soft hyphen, zero-width space, word joiners, the
// byte-order mark): two names differing by these alone would look the same.
const CONTROL_CHARS =
  '\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b\\u2028\\u2029\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff';
const CONTROL = new RegExp(`[${CONTROL_CHARS}]`);
// Escaped when shown, with the backslash too, so an escape shown can only be one of ours.
const UNSAFE = new RegExp(`[${CONTROL_CHARS}\\\\]`, 'g');

/**
 * Whether a text holds a line break, tab, terminal control, text-reordering mark or invisible character:
 * names and notes must not.
 */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

const CONTROL_ALL = new RegExp(`[${CONTROL_CHARS}]+`, 'g');

/** The text with every such character taken out (a run of them between words becomes one space). */
export const withoutControlCharacters = (text: string): string =>
  text.replace(CONTROL_ALL, (run, at: number, whole: string) =>
    at > 0 && at + run.length < whole.length && /[\t\n\r\u2028\u2029]/.test(run) ? ' ' : '',
  );

const escapeChar = (c: string): string => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with control characters escaped, shortened past `limit` characters with an ellipsis. */
export function escapeInput(text: string, limit = QUOTE_LIMIT): string {
  // Cut first, so a 10 MB value is never split into characters whole: a character is at most two
  // code units, so limit * 2 + 2 units hold the kept ones and tell whether there were more.
  const chars = Array.from(text.length > limit * 2 + 2 ? text.slice(0, limit * 2 + 2) : text);
  const shortened = chars.length > limit;
  const kept = shortened ? chars.slice(0, limit).join('') : chars.join('');
  return `${kept.replace(UNSAFE, escapeChar)}${shortened ? '…' : ''}`;
}

/** The same in quotation marks, for a value quoted inside a sentence. */
export const quoteInput = (text: string, limit = QUOTE_LIMIT): string => `“${escapeInput(text, limit)}”`;

/**
 * Any value as a message shows it: text quoted as above, numbers and true/false as they are, and
 * lists and objects named rather than printed (they can be of any size or depth). Never throws.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return quoteInput(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * The same value as a message's value: a text quoted and numbers as they are, the rest named in the
 * reader's language. For refusals that echo what was given.
 */
export function valueWords(value: unknown): WordValue {
  if (typeof value === 'string') return quoteInput(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return words('value.nothing');
  if (Array.isArray(value)) return words(value.length === 0 ? 'value.emptyList' : 'value.list');
  if (typeof value === 'object') return words('value.object');
  return words('value.other', { type: typeof value });
}

/** A name given by the user (a file, an option) as it is when short and on one line, else quoted as above. */
export const showName = (text: string, limit = 120): string =>
  text.length <= limit && !hasControlCharacters(text) && !text.includes('\\') ? text : quoteInput(text, limit);

const PLAIN_KEY = /^[A-Za-z0-9_+/-]{1,32}$/;

/**
 * Where a field is, as a dotted path ("pieces.galicia.red"): list positions as numbers, plain keys
 * as they are, and any other key quoted as above, so a hostile key cannot break the line either.
 */
export function describePath(keys: readonly unknown[]): string {
  return keys
    .map((key) =>
      typeof key === 'number' || (typeof key === 'string' && PLAIN_KEY.test(key))
        ? String(key)
        : typeof key === 'string'
          ? quoteInput(key, 24)
          : describeValue(key),
    )
    .join('.');
}

/**
 * A value as a short text on one line: a text as it is (escaped and shortened), anything else as a message
 * names it.
 */
export function valueText(value: unknown): WordValue {
  return typeof value === 'string' ? escapeInput(value) : valueWords(value);
}
