import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue, escapeInput, QUOTE_LIMIT, quoteInput } from '../../src/rules/state/quote';

describe('quoting input in a message', () => {
  it('keeps plain text as it is, in quotation marks', () => {
    expect(quoteInput('Castilla')).toBe('“Castilla”');
    expect(quoteInput('say "hi"')).toBe('“say "hi"”');
  });

  it('shows line breaks, tabs and backslashes escaped', () => {
    expect(quoteInput('a\nb\rc\td\\f')).toBe('“a\\nb\\rc\\td\\\\f”');
  });

  it('never passes a terminal escape sequence or a text-reordering mark through raw', () => {
    expect(quoteInput('\u001b[31mred\u001b[0m')).toBe('“\\u001b[31mred\\u001b[0m”');
    expect(quoteInput('\u202eevil\u2028x\u0085')).toBe('“\\u202eevil\\u2028x\\u0085”');
  });

  it('shortens a long value with an ellipsis, without splitting a character in two', () => {
    expect(quoteInput('x'.repeat(10_000_000))).toBe(`“${'x'.repeat(QUOTE_LIMIT)}…”`);
    expect(quoteInput('😀'.repeat(QUOTE_LIMIT + 1))).toBe(`“${'😀'.repeat(QUOTE_LIMIT)}…”`);
    expect(quoteInput('y'.repeat(QUOTE_LIMIT))).toBe(`“${'y'.repeat(QUOTE_LIMIT)}”`);
  });

  it('is one line of bounded length for any string at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const quoted = quoteInput(text);
        expect(quoted).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        // Each kept character is at most an escape of six, plus quotes and the ellipsis.
        expect(quoted.length).toBeLessThanOrEqual(QUOTE_LIMIT * 6 * 2 + 3);
      }),
    );
  });

  it('names lists and objects instead of printing them, and shows other values as they are', () => {
    expect(describeValue(-1)).toBe('-1');
    expect(describeValue(true)).toBe('true');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue([])).toBe('an empty list');
    expect(describeValue([1, 2])).toBe('a list');
    expect(describeValue({ a: 1 })).toBe('an object');
    expect(describeValue('a\nb')).toBe('“a\\nb”');
  });
});

describe('escaping input without quotation marks', () => {
  it('escapes and shortens exactly as quoting does, for text that sits in a sentence of its own', () => {
    expect(escapeInput('a\nb')).toBe('a\\nb');
    expect(escapeInput('z'.repeat(70), 10)).toBe(`${'z'.repeat(10)}…`);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(quoteInput(text)).toBe(`“${escapeInput(text)}”`);
      }),
    );
  });
});
