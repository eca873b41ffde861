import { describe, expect, it } from 'vitest';
import { countIn, totalOf } from '../../../src/rules/state/stateHelpers';
import { refused, run, special, turnWith } from '../../support/scenario';

// King in Castilla la Nueva; red on turn. Courts start at 7.
const board = {
  granada: { blue: 3, yellow: 1 },
  'castilla-la-nueva': { blue: 2, green: 2 },
  cataluna: { green: 2, red: 1 },
};

describe('decay of authority', () => {
  it('every other player returns the whole court; the taker keeps theirs', () => {
    const state = turnWith({ card: 'classic/decay-all-court', court: { blue: 5, yellow: 0, green: 2 } });
    const after = run(state, special(state, { kind: 'apply' }));
    expect(after.court).toMatchObject({ red: state.court.red, blue: 0, yellow: 0, green: 0 });
    expect(after.provinces.blue).toBe(state.provinces.blue! + 5);
  });

  it('3 from court: all when fewer than 3', () => {
    const state = turnWith({ card: 'classic/decay-3-court', court: { blue: 5, yellow: 1 } });
    const after = run(state, special(state, { kind: 'apply' }));
    expect(after.court).toMatchObject({ red: state.court.red, blue: 2, yellow: 0, green: 4 });
  });
});

describe('the King returns', () => {
  const state = turnWith({ card: 'classic/king-returns', pieces: board, court: { blue: 1, yellow: 0, green: 0 } });

  it('each other player returns exactly 3 from court and regions of their choice', () => {
    const after = run(
      state,
      special(state, {
        kind: 'returns',
        returns: {
          blue: { court: 1, regions: { granada: 2 } },
          yellow: { regions: { granada: 1, sevilla: 2 } },
          green: { regions: { cataluna: 2, valencia: 1 } },
        },
      }),
    );
    expect(after.court.blue).toBe(0);
    expect(countIn(after, 'granada', 'blue')).toBe(1);
    expect(after.provinces.yellow).toBe(state.provinces.yellow! + 3);
    for (const id of ['red', 'blue', 'yellow', 'green']) expect(totalOf(after, id)).toBe(30);
  });

  it('refuses fewer than 3 when more are available, and the King’s region as a source', () => {
    refused(
      state,
      special(state, {
        kind: 'returns',
        returns: {
          blue: { court: 1 },
          yellow: { regions: { granada: 1, sevilla: 2 } },
          green: { regions: { cataluna: 2, valencia: 1 } },
        },
      }),
      'returns/wrong-count',
    );
    refused(
      state,
      special(state, {
        kind: 'returns',
        returns: {
          blue: { regions: { 'castilla-la-nueva': 2, granada: 1 } },
          yellow: { regions: { granada: 1, sevilla: 2 } },
          green: { regions: { cataluna: 2, valencia: 1 } },
        },
      }),
      'king/region-taboo',
    );
  });

  it('a player with fewer than 3 to give returns them all', () => {
    const poor = turnWith({ card: 'classic/king-returns', pieces: { sevilla: { yellow: 1 } }, court: { yellow: 0 } });
    const returns = { yellow: { regions: { sevilla: 1 } }, blue: { court: 3 }, green: { court: 3 } };
    const after = run(poor, special(poor, { kind: 'returns', returns }));
    expect(countIn(after, 'sevilla', 'yellow')).toBe(0);
  });

  it('refuses the taker returning their own', () => {
    refused(state, special(state, { kind: 'returns', returns: { red: { court: 3 } } }), 'returns/not-affected');
  });
});

describe('return one caballero of each player', () => {
  it('classic (Decennial): one of the taker’s own goes too', () => {
    const state = turnWith({ card: 'classic/return-one-of-each', pieces: board });
    const picks = { red: 'cataluna', blue: 'granada', yellow: 'granada', green: 'cataluna' };
    const after = run(state, special(state, { kind: 'picks', picks }));
    expect(countIn(after, 'cataluna', 'red')).toBe(0);
    refused(
      state,
      special(state, { kind: 'picks', picks: { blue: 'granada', yellow: 'granada', green: 'cataluna' } }),
      'returns/missing-pick',
    );
  });

  it('Big Box: only the other players', () => {
    const state = turnWith({ edition: 'bigbox', card: 'classic/return-one-of-each', pieces: board });
    run(state, special(state, { kind: 'picks', picks: { blue: 'granada', yellow: 'granada', green: 'cataluna' } }));
    refused(
      state,
      special(state, {
        kind: 'picks',
        picks: { red: 'cataluna', blue: 'granada', yellow: 'granada', green: 'cataluna' },
      }),
      'returns/not-affected',
    );
  });

  it('refuses the King’s region and a region without that colour', () => {
    const state = turnWith({ edition: 'bigbox', card: 'classic/return-one-of-each', pieces: board });
    refused(
      state,
      special(state, { kind: 'picks', picks: { blue: 'castilla-la-nueva', yellow: 'granada', green: 'cataluna' } }),
      'king/region-taboo',
    );
    refused(
      state,
      special(state, { kind: 'picks', picks: { blue: 'sevilla', yellow: 'granada', green: 'cataluna' } }),
      'returns/none-there',
    );
  });
});

describe('return one of each with the 2023 dummy', () => {
  it('the taker also picks one of the dummy’s caballeros: the dummy never has to choose here', () => {
    // Built without the dummy rule, then the dummy's colour is seated with 2 caballeros in Sevilla.
    const state = turnWith({
      edition: '2023',
      options: { twoPlayerDummy: false },
      players: ['red', 'blue'],
      card: '2023/return-one-of-each',
      pieces: { granada: { blue: 1 } },
    });
    const withDummy = {
      ...state,
      setup: { ...state.setup, dummy: { id: 'white', name: 'Dummy', colour: 'white' } },
      areas: { ...state.areas, sevilla: { white: 2 } },
      provinces: { ...state.provinces, white: 28 },
    };
    const after = run(withDummy, special(withDummy, { kind: 'picks', picks: { blue: 'granada', white: 'sevilla' } }));
    expect(countIn(after, 'sevilla', 'white')).toBe(1);
    refused(withDummy, special(withDummy, { kind: 'picks', picks: { blue: 'granada' } }), 'returns/missing-pick');
  });
});

describe('secret-disk returns', () => {
  it('2 from one region: the region must hold 2 where any does; 1 will do otherwise', () => {
    // blue: Granada 3, Aragón 2 (home); yellow: Granada 1, Cataluña 2; green: Valencia 1 only.
    const pieces = {
      granada: { blue: 3, yellow: 1 },
      sevilla: { yellow: 0 },
      cataluna: { yellow: 2 },
      valencia: { green: 1 },
    };
    const state = turnWith({ card: 'classic/disk-return-2', pieces });
    const after = run(
      state,
      special(state, { kind: 'disks', disks: { blue: 'granada', yellow: 'cataluna', green: 'valencia' } }),
    );
    expect(countIn(after, 'granada', 'blue')).toBe(1);
    expect(countIn(after, 'cataluna', 'yellow')).toBe(0);
    expect(countIn(after, 'valencia', 'green')).toBe(0);
    // yellow holds 2 somewhere, so a region with 1 will not do.
    refused(
      state,
      special(state, { kind: 'disks', disks: { blue: 'granada', yellow: 'granada', green: 'valencia' } }),
      'disks/not-allowed',
    );
    refused(
      state,
      special(state, { kind: 'disks', disks: { blue: 'galicia', yellow: 'cataluna', green: 'valencia' } }),
      'disks/not-allowed',
    );
  });

  it('all from one region: any region holding at least one, never the King’s region', () => {
    const state = turnWith({ card: 'classic/disk-return-all', pieces: board });
    const after = run(
      state,
      special(state, { kind: 'disks', disks: { blue: 'granada', yellow: 'sevilla', green: 'cataluna' } }),
    );
    expect(countIn(after, 'granada', 'blue')).toBe(0);
    expect(countIn(after, 'cataluna', 'green')).toBe(0);
    refused(
      state,
      special(state, { kind: 'disks', disks: { blue: 'castilla-la-nueva', yellow: 'sevilla', green: 'cataluna' } }),
      'disks/not-allowed',
    );
    refused(state, special(state, { kind: 'disks', disks: { yellow: 'sevilla', green: 'cataluna' } }), 'disks/missing');
    refused(
      state,
      special(state, {
        kind: 'disks',
        disks: { red: 'cataluna', blue: 'granada', yellow: 'sevilla', green: 'cataluna' },
      }),
      'disks/not-affected',
    );
  });
});

describe('the veto card', () => {
  it('keeping it gives the taker a veto until the end of the next round', () => {
    const state = turnWith({ card: 'classic/veto' });
    const after = run(state, special(state, { kind: 'keep-veto' }));
    expect(after.vetoes).toEqual([{ holder: 'red', card: 'classic/veto', expiresAfterRound: 2 }]);
  });
});
