/**
 * Input quoted in a message, on one line and of a sane length, whatever it holds: a message that
 * echoes a value must never break into several lines, drive a terminal with escape sequences, or
 * repeat megabytes back at the reader. Used alike on the command line and on screen.
 */

/** Characters kept from a quoted value before it is shortened with an ellipsis. */
export const QUOTE_LIMIT = 60;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '"': '\\"', '\\': '\\\\' };

// C0 and C1 controls, DEL, the line and paragraph separators, and the marks that reorder text.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069"\\]/g;

const escapeChar = (c: string): string => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text in double quotes, control characters escaped, shortened past `limit` characters. */
export function quoteInput(text: string, limit = QUOTE_LIMIT): string {
  // Cut first, so a 10 MB value is never split into characters whole: a character is at most two
  // code units, so limit * 2 + 2 units hold the kept ones and tell whether there were more.
  const chars = Array.from(text.length > limit * 2 + 2 ? text.slice(0, limit * 2 + 2) : text);
  const shortened = chars.length > limit;
  const kept = shortened ? chars.slice(0, limit).join('') : chars.join('');
  return `"${kept.replace(UNSAFE, escapeChar)}${shortened ? '…' : ''}"`;
}
