import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blobText, JSON_LIMITS, parseJsonText } from '../src/jsonText';
import { german, say } from './support/speech';

const refusal = (text: string): string => {
  const result = parseJsonText(text);
  if (result.ok) throw new Error(`accepted: ${text.slice(0, 80)}`);
  return say(result.error.message);
};

describe('reading JSON text within limits', () => {
  it('reads ordinary JSON, dropping a byte-order mark', () => {
    expect(parseJsonText('\uFEFF{"a": [1, {"b": "c"}], "d": null}')).toEqual({
      ok: true,
      value: { a: [1, { b: 'c' }], d: null },
    });
  });

  it('names text that is not JSON, on one line', () => {
    expect(refusal('{"a": ')).toMatch(/^not valid JSON \(.+\)$/);
    expect(refusal('')).toBe('empty: there is nothing in it to read');
    expect(refusal('\uFEFF \n')).toBe('empty: there is nothing in it to read');
  });

  it('refuses a text too large to be any file the app reads, before looking into it', () => {
    expect(refusal(`"${'x'.repeat(JSON_LIMITS.chars)}"`)).toBe(
      'too large: 2,000,002 bytes, where a file here is at most 2,000,000 (2 MB)',
    );
  });

  it('refuses nesting deeper than the limit, naming where, without overflowing the stack', () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(parseJsonText(deep(JSON_LIMITS.depth)).ok).toBe(true);
    expect(refusal(deep(JSON_LIMITS.depth + 1))).toMatch(/^nested more than 32 lists or objects deep \(at 0\.0\.0/);
    expect(refusal(deep(100_000))).toMatch(/^nested more than 32 lists or objects deep/);
    expect(refusal(`{"pieces": {"galicia": ${deep(40)}}}`)).toMatch(
      /^nested more than 32 lists or objects deep \(at pieces\.galicia\.0\.0/,
    );
  });

  it('refuses an over-long text or key, naming where', () => {
    expect(refusal(JSON.stringify({ title: 'x'.repeat(JSON_LIMITS.text + 1) }))).toBe(
      'a text longer than 10000 characters (at title)',
    );
    expect(refusal(JSON.stringify({ players: [{ ['k'.repeat(JSON_LIMITS.text + 1)]: 1 }] }))).toBe(
      'a key longer than 10000 characters (at players.0)',
    );
  });

  it('refuses a list or object with too many entries, naming it', () => {
    expect(refusal(JSON.stringify({ commands: new Array(JSON_LIMITS.entries + 1).fill(0) }))).toBe(
      'a list or object of more than 10000 entries (at commands)',
    );
    expect(parseJsonText(JSON.stringify({ commands: new Array(JSON_LIMITS.entries).fill(0) })).ok).toBe(true);
  });

  it('refuses a field given twice in one object, with its path, however the key is spelt', () => {
    expect(refusal('{"pieces": {"galicia": {"red": 40, "red": 3}}}')).toBe(
      'the field “red” given twice in one object (at pieces.galicia)',
    );
    expect(refusal('{"a": 1, "\\u0061": 2}')).toBe('the field “a” given twice in one object');
    expect(refusal('[{"x": 1}, {"y": [{"z": 1, "z": 2}]}]')).toBe('the field “z” given twice in one object (at 1.y.0)');
    // The same key in different objects is not a repeat.
    expect(parseJsonText('[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]').ok).toBe(true);
  });

  it('shows a hostile key escaped and shortened in the refusal', () => {
    const key = `\u001b[31m\n${'k'.repeat(200)}`;
    const reason = refusal(`{${JSON.stringify(key)}: 1, ${JSON.stringify(key)}: 2}`);
    expect(reason).toMatch(/^the field “\\u001b\[31m\\nk+…” given twice in one object$/);
  });

  it('reads a file only when it is small enough', async () => {
    expect(await blobText(new Blob(['{"a":1}']))).toEqual({ ok: true, value: '{"a":1}' });
    const tooLarge = await blobText(new Blob([new Uint8Array(JSON_LIMITS.chars + 1)]));
    if (tooLarge.ok) throw new Error('a file over the limit was read');
    expect(tooLarge.error.code).toBe('json/too-large');
    expect(say(tooLarge.error.message)).toBe(
      'too large: 2,000,001 bytes, where a file here is at most 2,000,000 (2 MB)',
    );
    expect(german.say(tooLarge.error.message)).toBe(
      'zu groß: 2.000.001 Bytes, wo eine Datei hier höchstens 2.000.000 (2 MB) haben darf',
    );
  });

  it('agrees with JSON.parse on any JSON value within the limits, and never throws on any text', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 8 }), (text) => {
        expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const result = parseJsonText(text);
        if (!result.ok) expect(say(result.error.message)).toMatch(/^[^\n\r\u2028\u2029]+$/);
      }),
    );
  });
});
