import { describe, expect, it } from 'vitest';
import { addressOf, parseRoute, screenKey } from '../../src/ui/router';

describe('reading the screen from the address', () => {
  it('finds each screen, with or without the leading slash', () => {
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/')).toEqual({ name: 'home' });
    expect(parseRoute('#/calculator')).toEqual({ name: 'calculator' });
    expect(parseRoute('#games')).toEqual({ name: 'games' });
    expect(parseRoute('#/guide')).toEqual({ name: 'guide' });
  });

  it('says "not found" for any other address, including the names of built-in object properties', () => {
    for (const key of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'nope',
      'calculator/x',
      'games/a/b',
      'games//',
      'rules/x',
      'guide/x',
    ]) {
      expect(parseRoute(`#/${key}`)).toEqual({ name: 'not-found', address: key });
    }
  });

  it('finds a game by its own address, the id only as text (whether it is stored is not the address’s to say)', () => {
    const id = '0b6f1a2c-6b1e-4f1e-9d7a-3c2b1a0f9e8d';
    expect(parseRoute(`#/games/${id}`)).toEqual({ name: 'game', id });
    expect(parseRoute(`#/games/${id}/`)).toEqual({ name: 'game', id });
    // Names on Object's prototype are ids like any other: nothing is looked up by them here.
    expect(parseRoute('#/games/constructor')).toEqual({ name: 'game', id: 'constructor' });
    expect(parseRoute('#/games/__proto__')).toEqual({ name: 'game', id: '__proto__' });
    // Escapes are read; a stray "%" is kept as typed rather than thrown over.
    expect(parseRoute('#/games/a%20b')).toEqual({ name: 'game', id: 'a b' });
    expect(parseRoute('#/games/%E0%A4%A')).toEqual({ name: 'game', id: '%E0%A4%A' });
  });

  it('writes the address each screen is read back from', () => {
    for (const at of [
      { name: 'home' },
      { name: 'games' },
      { name: 'calculator' },
      { name: 'game', id: 'abc-123' },
      { name: 'game', id: 'a/b?c#d' },
    ] as const) {
      expect(parseRoute(addressOf(at))).toEqual(at);
    }
    expect(addressOf({ name: 'game', id: 'abc-123' })).toBe('#/games/abc-123');
  });

  it('tells one screen from another by a key: each game is a screen of its own', () => {
    const keys = ['', '#/games', '#/games/a', '#/games/b', '#/nope', '#/other'].map((hash) =>
      screenKey(parseRoute(hash)),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(screenKey(parseRoute('#/games/a'))).toBe(screenKey(parseRoute('#/games/a/')));
  });
});
