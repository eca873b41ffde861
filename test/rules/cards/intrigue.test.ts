import { describe, expect, it } from 'vitest';
import { countIn } from '../../../src/rules/state/stateHelpers';
import { refused, run, special, turnWith } from '../../support/scenario';

// King in Castilla la Nueva; homes: red Galicia, blue Aragón, yellow Sevilla, green Valencia (2 each).
const board = {
  granada: { red: 3, blue: 2, yellow: 1 },
  'castilla-la-nueva': { blue: 4 },
  cataluna: { red: 1, green: 2 },
};

describe('move any 4 caballeros', () => {
  const state = turnWith({ card: 'classic/move-4-any', pieces: board });

  it('moves own and foreign caballeros from several regions to regions and the Castillo', () => {
    const after = run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'blue', from: 'granada', to: 'castillo', count: 2 },
          { owner: 'red', from: 'cataluna', to: 'granada', count: 1 },
          { owner: 'green', from: 'cataluna', to: 'galicia', count: 1 },
        ],
      }),
    );
    expect(countIn(after, 'castillo', 'blue')).toBe(2);
    expect(countIn(after, 'granada', 'red')).toBe(4);
    expect(countIn(after, 'galicia', 'green')).toBe(1);
    expect(after.turn?.special).toBe('done');
  });

  it('refuses a fifth caballero', () => {
    refused(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'aragon', count: 3 },
          { owner: 'blue', from: 'granada', to: 'aragon', count: 2 },
        ],
      }),
      'intrigue/too-many',
    );
  });

  it('refuses moving out of the King’s region', () => {
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'blue', from: 'castilla-la-nueva', to: 'aragon', count: 1 }] }),
      'king/region-taboo',
    );
  });

  it('refuses moving into the King’s region', () => {
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'castilla-la-nueva', count: 1 }] }),
      'king/region-taboo',
    );
  });

  it('refuses taking anything out of the Castillo', () => {
    const withCastillo = turnWith({ card: 'classic/move-4-any', pieces: { castillo: { red: 2 } } });
    refused(
      withCastillo,
      special(withCastillo, { kind: 'moves', moves: [{ owner: 'red', from: 'castillo', to: 'aragon', count: 1 }] }),
      'castillo/no-leaving',
    );
  });

  it('refuses more caballeros than stand in a region', () => {
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'yellow', from: 'granada', to: 'aragon', count: 2 }] }),
      'intrigue/not-enough',
    );
  });

  it('refuses a move that goes nowhere, and an unknown colour', () => {
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'granada', count: 1 }] }),
      'intrigue/same-region',
    );
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'purple', from: 'granada', to: 'aragon', count: 1 }] }),
      'intrigue/unknown-owner',
    );
  });

  it('reads the 2023 region names as the same regions (Toledo is Castilla la Nueva)', () => {
    const king = turnWith({ card: 'classic/move-4-any', king: 'granada', pieces: { 'castilla-la-nueva': { red: 2 } } });
    const after = run(
      king,
      special(king, { kind: 'moves', moves: [{ owner: 'red', from: 'toledo', to: 'navarra', count: 2 }] }),
    );
    expect(countIn(after, 'castilla-la-nueva', 'red')).toBe(0);
    expect(countIn(after, 'pais-vasco', 'red')).toBe(2);
    expect(Object.keys(after.areas)).not.toContain('toledo');
    expect(Object.keys(after.areas)).not.toContain('navarra');
  });

  it('refuses an action of another card’s kind', () => {
    refused(state, special(state, { kind: 'apply' }), 'special/wrong-action');
  });
});

describe('move 3 foreign, move 4 of your own, move 2 own and 2 foreign', () => {
  it('3 foreign: own caballeros may not be moved', () => {
    const state = turnWith({ card: 'classic/move-3-foreign', pieces: board });
    run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'blue', from: 'granada', to: 'galicia', count: 2 },
          { owner: 'yellow', from: 'granada', to: 'galicia', count: 1 },
        ],
      }),
    );
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'galicia', count: 1 }] }),
      'intrigue/too-many-own',
    );
  });

  it('4 of your own: foreign caballeros may not be moved', () => {
    const state = turnWith({ card: 'classic/move-4-own', pieces: board });
    run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'castillo', count: 3 },
          { owner: 'red', from: 'cataluna', to: 'valencia', count: 1 },
        ],
      }),
    );
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'blue', from: 'granada', to: 'galicia', count: 1 }] }),
      'intrigue/too-many-foreign',
    );
  });

  it('2 own and 2 foreign: at most two of each', () => {
    const state = turnWith({ card: 'classic/move-2-own-2-foreign', pieces: board });
    run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'aragon', count: 2 },
          { owner: 'blue', from: 'granada', to: 'aragon', count: 2 },
        ],
      }),
    );
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'aragon', count: 3 }] }),
      'intrigue/too-many-own',
    );
    refused(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'blue', from: 'granada', to: 'aragon', count: 2 },
          { owner: 'yellow', from: 'granada', to: 'aragon', count: 1 },
        ],
      }),
      'intrigue/too-many-foreign',
    );
  });
});

describe('move up to 5 out of one region', () => {
  const state = turnWith({ card: 'classic/move-up-to-5-from-one', pieces: board });

  it('takes up to five of any colours from the same region, to several places', () => {
    const after = run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'sevilla', count: 3 },
          { owner: 'blue', from: 'granada', to: 'castillo', count: 2 },
        ],
      }),
    );
    expect(after.areas.granada).toMatchObject({ red: 0, blue: 0, yellow: 1 });
  });

  it('refuses caballeros from two regions', () => {
    refused(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'sevilla', count: 1 },
          { owner: 'green', from: 'cataluna', to: 'sevilla', count: 1 },
        ],
      }),
      'intrigue/one-region',
    );
  });
});

describe('move all your own caballeros out of one region', () => {
  it('classic: all must be moved, and some may go back to where they were', () => {
    const state = turnWith({ card: 'classic/move-all-own-from-one', pieces: board });
    const after = run(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'granada', count: 1 },
          { owner: 'red', from: 'granada', to: 'castillo', count: 2 },
        ],
      }),
    );
    expect(countIn(after, 'granada', 'red')).toBe(1);
    expect(countIn(after, 'castillo', 'red')).toBe(2);
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'castillo', count: 2 }] }),
      'intrigue/move-all',
    );
  });

  it('Big Box: every one must leave the region', () => {
    const state = turnWith({ edition: 'bigbox', card: 'classic/move-all-own-from-one', pieces: board });
    refused(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'granada', count: 1 },
          { owner: 'red', from: 'granada', to: 'castillo', count: 2 },
        ],
      }),
      'intrigue/same-region',
    );
    run(state, special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'castillo', count: 3 }] }));
  });

  it('refuses another colour and a second region', () => {
    const state = turnWith({ card: 'classic/move-all-own-from-one', pieces: board });
    refused(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'blue', from: 'granada', to: 'castillo', count: 2 }] }),
      'intrigue/too-many-foreign',
    );
    refused(
      state,
      special(state, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'castillo', count: 3 },
          { owner: 'red', from: 'cataluna', to: 'castillo', count: 1 },
        ],
      }),
      'intrigue/one-region',
    );
  });
});

describe('two more caballeros from the court', () => {
  const state = turnWith({ card: 'classic/two-more-from-court', pieces: board });

  it('places up to two from court into any regions but the King’s, or the Castillo', () => {
    const after = run(state, special(state, { kind: 'from-court', areas: { cataluna: 1, castillo: 1 } }));
    expect(after.court.red).toBe(state.court.red! - 2);
    expect(countIn(after, 'cataluna', 'red')).toBe(2);
  });

  it('refuses three, and the King’s region', () => {
    refused(state, special(state, { kind: 'from-court', areas: { cataluna: 3 } }), 'intrigue/too-many');
    refused(state, special(state, { kind: 'from-court', areas: { 'castilla-la-nueva': 1 } }), 'king/region-taboo');
  });

  it('refuses more than the court holds', () => {
    const poor = turnWith({ card: 'classic/two-more-from-court', court: { red: 1 } });
    refused(poor, special(poor, { kind: 'from-court', areas: { cataluna: 2 } }), 'court/not-enough');
  });

  it('the either-or card does one of the two, as the taker chooses', () => {
    const either = turnWith({ card: 'classic/either-move-all-own-or-two-more', pieces: board });
    run(either, special(either, { kind: 'from-court', areas: { granada: 2 } }));
    run(
      either,
      special(either, { kind: 'moves', moves: [{ owner: 'red', from: 'cataluna', to: 'castillo', count: 1 }] }),
    );
    refused(either, special(either, { kind: 'apply' }), 'special/wrong-action');
  });
});

describe('a veto under way (classic: the rest of an action)', () => {
  it('keeps only the moves made before the veto and uses the veto up', () => {
    let state = turnWith({ card: 'classic/move-4-any', pieces: board });
    state = { ...state, vetoes: [{ holder: 'blue', card: 'classic/veto', expiresAfterRound: 2 }] };
    const after = run(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'blue', from: 'granada', to: 'castillo', count: 1 }] }, 'blue'),
    );
    expect(after.turn?.special).toBe('vetoed');
    expect(after.vetoes).toEqual([]);
    expect(countIn(after, 'castillo', 'blue')).toBe(1);
  });

  it('relaxes “all of them” for an action cut short', () => {
    let state = turnWith({ card: 'classic/move-all-own-from-one', pieces: board });
    state = { ...state, vetoes: [{ holder: 'green', card: 'classic/veto', expiresAfterRound: 2 }] };
    run(
      state,
      special(state, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'castillo', count: 1 }] }, 'green'),
    );
  });
});
