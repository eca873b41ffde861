import { describe, expect, it } from 'vitest';

import { LIMITS, type MovesGuide } from '../../../src/rules';
import {
  createDrafts,
  type DraftShelf,
  type DraftTable,
  disksDraftFrom,
  movesDraftFrom,
  movesToKeep,
  orderDraftFrom,
  placementDraftFrom,
  placementToKeep,
  recordToKeep,
  revealDraftFrom,
} from '../../../src/ui/drafts/entryDrafts';

/** sessionStorage as the browser gives it, in memory; `refuse` makes every call throw as a full or disabled storage does. */
function shelf(refuse = false): DraftShelf & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  const check = () => {
    if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    items,
    getItem: (key) => (check(), items.get(key) ?? null),
    setItem: (key, value) => (check(), void items.set(key, String(value))),
    removeItem: (key) => (check(), void items.delete(key)),
  };
}

const table: DraftTable = { gameId: 'g-1', entries: 12, inForce: 10 };

describe('keeping what is entered but not confirmed', () => {
  it('gives a draft back on the very same table', () => {
    const drafts = createDrafts(shelf());
    drafts.write('placement', table, { sevilla: 2 });
    expect(drafts.read('placement', { ...table })).toEqual({ sevilla: 2 });
    // Kinds and games are kept apart.
    expect(drafts.read('moves', table)).toBeUndefined();
    expect(drafts.read('placement', { ...table, gameId: 'g-2' })).toBeUndefined();
  });

  it('drops a draft made on another table, silently and for good', () => {
    const store = shelf();
    const drafts = createDrafts(store);
    for (const other of [
      { ...table, entries: 13 },
      { ...table, inForce: 11 },
      { ...table, entries: 11, inForce: 9 },
    ]) {
      drafts.write('placement', table, { sevilla: 1 });
      expect(drafts.read('placement', other)).toBeUndefined();
      expect(store.items.size).toBe(0);
      expect(drafts.read('placement', table)).toBeUndefined();
    }
  });

  it('keeps one draft per game and kind: a new one replaces the last, nothing kept removes it', () => {
    const store = shelf();
    const drafts = createDrafts(store);
    drafts.write('placement', table, { sevilla: 1 });
    drafts.write('placement', table, { galicia: 1 });
    expect(store.items.size).toBe(1);
    expect(drafts.read('placement', table)).toEqual({ galicia: 1 });
    drafts.write('placement', table, undefined);
    expect(store.items.size).toBe(0);
  });

  it('drops what it cannot read as its own: not JSON, a key given twice, too long, no table, another shape', () => {
    const store = shelf();
    const drafts = createDrafts(store);
    const key = 'el-grande-companion/draft/placement/g-1';
    for (const text of [
      '{not json',
      '{"entries":12,"inForce":10,"value":{"sevilla":1},"value":{"sevilla":3}}',
      JSON.stringify({ entries: 12, inForce: 10, value: 'x'.repeat(20_000) }),
      JSON.stringify({ value: { sevilla: 1 } }),
      JSON.stringify({ entries: '12', inForce: 10, value: { sevilla: 1 } }),
      JSON.stringify({ entries: 12, inForce: 10 }),
      JSON.stringify([12, 10, { sevilla: 1 }]),
      'null',
    ]) {
      store.items.set(key, text);
      expect(drafts.read('placement', table)).toBeUndefined();
      expect(store.items.has(key)).toBe(false);
    }
  });

  it('a storage that refuses, or none at all, keeps nothing and never throws', () => {
    for (const drafts of [createDrafts(shelf(true)), createDrafts(undefined)]) {
      expect(() => drafts.write('moves', table, [{ owner: 'red' }])).not.toThrow();
      expect(drafts.read('moves', table)).toBeUndefined();
    }
  });
});

describe('a kept placement, as the placement step may show it', () => {
  const areas = ['sevilla', 'granada', 'castillo'] as const;

  it('takes only offered areas with whole counts, no more in all than may be placed', () => {
    expect(placementDraftFrom({ sevilla: 2, castillo: 1 }, areas, 3)).toEqual({ sevilla: 2, castillo: 1 });
    expect(placementDraftFrom({ sevilla: 2, castillo: 2 }, areas, 3)).toBeUndefined();
    expect(placementDraftFrom({ galicia: 1 }, areas, 3)).toBeUndefined();
    for (const count of [0, -1, 1.5, '1', null, Number.NaN])
      expect(placementDraftFrom({ sevilla: count }, areas, 3)).toBeUndefined();
    for (const value of [{}, [], 'sevilla', null, undefined, 3])
      expect(placementDraftFrom(value, areas, 3)).toBeUndefined();
  });

  it('finds nothing on Object’s prototype', () => {
    expect(placementDraftFrom(JSON.parse('{"__proto__":1}'), areas, 3)).toBeUndefined();
    expect(placementDraftFrom({ constructor: 1 }, areas, 3)).toBeUndefined();
  });

  it('keeps nothing for nothing tapped', () => {
    expect(placementToKeep({})).toBeUndefined();
    expect(placementToKeep({ sevilla: 1 })).toEqual({ sevilla: 1 });
  });
});

describe('kept moves, as the moves form may show them', () => {
  const guide: MovesGuide = {
    kind: 'moves',
    available: true,
    maxTotal: 4,
    maxOwn: undefined,
    maxForeign: undefined,
    fromOneRegion: false,
    allOwnFromOne: false,
    mayStay: false,
    owners: ['red', 'blue'],
    sources: [
      { region: 'sevilla', pieces: { red: 2, blue: 1 }, targets: ['granada', 'castillo'] },
      { region: 'granada', pieces: { blue: 3 }, targets: ['sevilla'] },
    ],
  };
  const move = { owner: 'red', from: 'sevilla', to: 'granada', count: 2 };

  it('takes moves from a source, of a colour standing there, to one of its targets, no more than stand there', () => {
    expect(movesDraftFrom([move, { owner: 'blue', from: 'granada', to: 'sevilla', count: 3 }], guide)).toEqual([
      move,
      { owner: 'blue', from: 'granada', to: 'sevilla', count: 3 },
    ]);
    for (const bad of [
      { ...move, from: 'galicia' },
      { ...move, owner: 'green' },
      { ...move, owner: 'toString' },
      { ...move, to: 'valencia' },
      { ...move, count: 3 },
      { ...move, count: 0 },
      { ...move, count: '2' },
      [move],
      null,
    ]) {
      expect(movesDraftFrom([bad], guide)).toBeUndefined();
    }
  });

  it('takes a list only, of a sensible length', () => {
    expect(movesDraftFrom([], guide)).toBeUndefined();
    expect(movesDraftFrom(move, guide)).toBeUndefined();
    expect(
      movesDraftFrom(
        Array.from({ length: LIMITS.moves + 1 }, () => move),
        guide,
      ),
    ).toBeUndefined();
  });

  it('keeps nothing for no moves', () => {
    expect(movesToKeep([])).toBeUndefined();
    expect(movesToKeep([move as never])).toHaveLength(1);
  });
});

describe('the other steps’ drafts: cards turned over, the order of a turn, open disks', () => {
  const slots = [
    { slot: '1', cards: [{ id: 'classic/move-3-any' }, { id: 'classic/move-4-any' }] },
    { slot: '4', cards: [{ id: 'classic/grande' }] },
  ];
  it('takes a stack’s card only for a stack still to choose, and only a card that stack may show', () => {
    expect(revealDraftFrom({ '1': 'classic/move-4-any' }, slots)).toEqual({ '1': 'classic/move-4-any' });
    expect(revealDraftFrom({ '1': 'classic/grande' }, slots)).toBeUndefined();
    expect(revealDraftFrom({ '5': 'classic/king' }, slots)).toBeUndefined();
    expect(revealDraftFrom(['classic/grande'], slots)).toBeUndefined();
  });
  it('takes the order of a turn’s parts as one of its two words', () => {
    expect(orderDraftFrom('special')).toBe('special');
    expect(orderDraftFrom('place')).toBe('place');
    expect(orderDraftFrom('both')).toBeUndefined();
  });
  it('takes open disks only for players asked, each a region they may name', () => {
    const regions = (player: string) => (player === 'red' ? ['galicia', 'aragon'] : ['galicia']);
    expect(disksDraftFrom({ red: 'aragon' }, ['red', 'blue'], regions)).toEqual({ red: 'aragon' });
    expect(disksDraftFrom({ blue: 'aragon' }, ['red', 'blue'], regions)).toBeUndefined();
    expect(disksDraftFrom({ green: 'galicia' }, ['red', 'blue'], regions)).toBeUndefined();
    expect(disksDraftFrom({ red: 3 }, ['red'], regions)).toBeUndefined();
  });
  it('keeps nothing for nothing chosen', () => {
    expect(recordToKeep({})).toBeUndefined();
    expect(recordToKeep({ red: 'galicia' })).toEqual({ red: 'galicia' });
  });
});
