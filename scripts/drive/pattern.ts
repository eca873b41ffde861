/**
 * Patterns for names the screens show, built from the record's own text (player names, area and
 * card names), which may hold any character a table types: "José", "Ana!", "Red (x)*+?[". Every
 * pattern made from such text goes through `literal`, and where a name ends is matched by what
 * follows it on screen, never by `\b`: that needs a word character (an ASCII letter, digit or _)
 * on one side, so it fails after "é" or "!".
 */

/** Characters with a meaning in a pattern, each escaped with a backslash. */
const SPECIAL = /[.*+?^${}()|[\]\\/]/g;

/**
 * Quotes, written as their code instead: Playwright puts a pattern into a selector with each quote
 * escaped, but misses the second of two in a row ("'Ana''s turn" for a player named 'Ana'), and the
 * selector then breaks. A pattern with no quote in its source cannot.
 */
const QUOTES = /["'`]/g;
const code = (quote: string) => `\\x${quote.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * The text as a pattern matching exactly that text. Whitespace runs become one space, as Playwright
 * compares accessible names with their whitespace collapsed ("Ana  B" on screen is named "Ana B").
 */
export const literal = (text: string): string =>
  text.replace(/\s+/g, ' ').replace(SPECIAL, '\\$&').replace(QUOTES, code);

/**
 * A whole name made of these parts in turn: text (a name from the record, matched as it is) and
 * patterns (written here, for what the screen adds, such as a count), e.g.
 * `whole(name, / \(\d+\)/)` for "Ana! (3)", which "Ana!! (3)" and "Ana (3)" do not match.
 */
export const whole = (...parts: readonly (string | RegExp)[]): RegExp =>
  new RegExp(`^${parts.map((part) => (typeof part === 'string' ? literal(part) : `(?:${part.source})`)).join('')}$`);

/** A name that is exactly `text`. */
export const exactly = (text: string): RegExp => whole(text);

/** A name that starts with `text` (then anything, or nothing): only for text no other name there begins with. */
export const startsWith = (text: string): RegExp => new RegExp(`^${literal(text)}`);
