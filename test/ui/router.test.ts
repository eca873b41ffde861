import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/ui/router';

describe('reading the screen from the address', () => {
  it('finds each screen, with or without the leading slash', () => {
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/')).toEqual({ name: 'home' });
    expect(parseRoute('#/calculator')).toEqual({ name: 'calculator' });
    expect(parseRoute('#games')).toEqual({ name: 'games' });
  });

  it('says "not found" for any other address, including the names of built-in object properties', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope', 'calculator/x']) {
      expect(parseRoute(`#/${key}`)).toEqual({ name: 'not-found', address: key });
    }
  });
});
