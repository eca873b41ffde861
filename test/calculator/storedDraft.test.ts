import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../src/calculator/draft';
import { readStoredDraft } from '../../src/calculator/storedDraft';
import { say } from '../support/speech';

const refusal = (value: unknown) => {
  const read = readStoredDraft(value);
  return read.ok ? 'read' : say(read.error.message);
};

const board = (change: (snapshot: Record<string, unknown>) => void, names: unknown = {}) => {
  const snapshot: Record<string, unknown> = JSON.parse(JSON.stringify(emptyDraft().snapshot));
  change(snapshot);
  return { snapshot, names };
};

describe('a calculator board read back from this device', () => {
  it('reads the board the calculator keeps, and one still being entered', () => {
    expect(readStoredDraft(emptyDraft())).toEqual({ ok: true, value: emptyDraft() });
    expect(refusal(board((s) => (s.score = { kind: 'top-value', values: [] })))).toBe('read');
    const colonies = board((s) => {
      s.format = 'el-grande-snapshot/2';
      s.modules = ['grand-inquisitor-colonies'];
      s.score = { kind: 'areas', areas: [] };
    });
    expect(refusal(colonies)).toBe('read');
  });

  it('names the field at fault of a damaged board, and changes nothing', () => {
    expect(refusal(board((s) => (s.edition = 'nope')))).toBe(
      'snapshot.edition: “nope” is not an edition: use one of classic, bigbox, 2023',
    );
    expect(refusal(board(() => undefined, { red: 5 }))).toBe('names.red: must be a name, in text, not 5');
    expect(refusal(board((s) => (s.players = 'red')))).toMatch(/^snapshot\.players: /);
    expect(refusal(board((s) => (s.score = null)))).toMatch(/^snapshot\.score: /);
    expect(refusal(null)).toBe('snapshot: is not a calculator board');
    expect(refusal({ names: {}, snapshot: [] })).toMatch(/^snapshot: /);
    const cyclic: Record<string, unknown> = { names: {} };
    cyclic.snapshot = cyclic;
    expect(refusal(cyclic)).toBe('snapshot: is not a calculator board');
  });

  it('refuses a board of more Free-choice moves than a game can have, naming the field', () => {
    const moves = new Array(9999).fill({ id: 'red', from: 'galicia', to: 'aragon', count: 1 });
    const grandissimo = board((s) => {
      s.format = 'el-grande-snapshot/2';
      s.modules = ['grandissimo'];
      s.score = { kind: 'general', interludeMoves: moves };
    });
    expect(refusal(grandissimo)).toMatch(/^snapshot\.score\.interludeMoves: lists 9999 moves: .* at most 38/);
  });
});
