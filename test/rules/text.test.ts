/** What the table types (names, titles, notes): one check and one cleaning for every place that takes it. */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/rules/state/limits';
import { cleanTyped, nameKey, readWholeNumber, textProblem, typedTooLong } from '../../src/rules/state/text';
import { say } from '../support/speech';

const problem = (...args: Parameters<typeof textProblem>) => {
  const found = textProblem(...args);
  return found && say(found);
};

describe('a typed text', () => {
  it('is accepted within its bound, on one line, with accents and emoji', () => {
    for (const text of ['José', 'Ana!', 'Red (x)*+?[', '🦁 Leo', 'x'.repeat(LIMITS.name)])
      expect(textProblem(text, 'name')).toBeUndefined();
  });

  it('is refused empty, past its bound, or with control, reordering or invisible characters, saying why', () => {
    expect(problem('   ', 'name')).toBe('A name must not be empty');
    expect(problem(undefined, 'title')).toBe('A title must not be empty');
    expect(problem('x'.repeat(LIMITS.title + 1), 'title')).toBe(
      `A title is longer than ${LIMITS.title} characters: it has ${LIMITS.title + 1}`,
    );
    for (const bad of [
      'a\tb',
      'a\nb',
      'a\u0000',
      '\u001b[2J',
      'a\u202eb',
      'a\u2066b',
      'a\u200bb',
      '\ufeffa',
      'a\u00adb',
    ]) {
      expect(problem(bad, 'note')).toMatch(/must be one line/);
    }
  });

  it('is cleaned as typed: controls taken out, a line break between words a space, composed, cut at its bound', () => {
    expect(cleanTyped('Ana\tB', 'name')).toEqual({ text: 'Ana B', changed: true });
    expect(cleanTyped('\u001bAna\u0000', 'name')).toEqual({ text: 'Ana', changed: true });
    expect(cleanTyped('A\u200bna\u202e', 'name')).toEqual({ text: 'Ana', changed: true });
    expect(cleanTyped('Jose\u0301', 'name')).toEqual({ text: 'José', changed: false });
    expect(cleanTyped('x'.repeat(50), 'name')).toEqual({ text: 'x'.repeat(LIMITS.name), changed: true });
    expect(cleanTyped('Ana', 'name')).toEqual({ text: 'Ana', changed: false });
  });

  it('is too long to keep past its bound, counted once controls are out and characters composed', () => {
    expect(typedTooLong('x'.repeat(LIMITS.name + 1), 'name')).toBe(true);
    expect(typedTooLong('x'.repeat(LIMITS.name), 'name')).toBe(false);
    expect(typedTooLong(`${'x'.repeat(LIMITS.name)}\u200b\u0000`, 'name')).toBe(false);
    expect(typedTooLong(`${'x'.repeat(LIMITS.name - 1)}e\u0301`, 'name')).toBe(false);
    expect(typedTooLong('x'.repeat(LIMITS.name + 1), 'note')).toBe(false);
  });

  it('never keeps half of a character cut at the bound', () => {
    const cut = cleanTyped(`${'x'.repeat(LIMITS.name - 1)}🦁`, 'name').text;
    expect(cut).toBe('x'.repeat(LIMITS.name - 1));
    expect(cleanTyped(cut, 'name').changed).toBe(false);
  });

  it('every cleaned text passes its own check, whatever was typed', () => {
    for (const typed of ['\t\tAna\n', 'a\u0000\u0001b', `${'é'.repeat(80)}`, ' Bo ', '\u202eCy']) {
      const { text } = cleanTyped(typed, 'name');
      if (text.trim() !== '') expect(textProblem(text, 'name')).toBeUndefined();
    }
  });
});

describe('a name as the table sees it', () => {
  it('is the same for names differing only by capitals, spaces, compatibility forms or invisible marks', () => {
    expect(nameKey('Ana  B')).toBe(nameKey('ana b'));
    expect(nameKey('Ｃｙ')).toBe(nameKey('Cy'));
    expect(nameKey('A\u200dna')).toBe(nameKey('Ana'));
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
  });
});

describe('a number as typed', () => {
  it('is read from digits alone, up to its bound', () => {
    expect(readWholeNumber(' 12 ', LIMITS.score, 'A score')).toEqual({ ok: true, value: 12 });
    expect(readWholeNumber('9999', LIMITS.score, 'A score')).toEqual({ ok: true, value: 9999 });
    expect(readWholeNumber('0', LIMITS.caballeros, 'A count')).toEqual({ ok: true, value: 0 });
  });
  it('is refused past its bound, negative, with decimals, a sign or an exponent, or empty', () => {
    for (const typed of ['10000', '-1', '2.5', '+3', '1e21', '', ' ', '0x10', '３']) {
      const read = readWholeNumber(typed, LIMITS.score, 'A score');
      expect(read.ok).toBe(false);
      if (read.ok) continue;
      expect(read.error.code).toBe('input/bad-number');
      expect(say(read.error.message)).toBe('A score is a whole number from 0 to 9999');
    }
  });
});
