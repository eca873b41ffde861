import { describe, expect, it } from 'vitest';
import { countIn } from '../../../src/rules/state/stateHelpers';
import { refused, run, special, turnWith } from '../../support/scenario';
import { german, say, spanish } from '../../support/speech';

// King in Castilla la Nueva; red (home Galicia) on turn having played the 13.
describe('mobile scoreboards', () => {
  const state = turnWith({ card: 'classic/mobile-scoreboard' });

  it('puts one on a region or the Castillo, then moves it on', () => {
    const placed = run(state, special(state, { kind: 'mobile-scoreboard', board: '8-4-0', to: 'castillo' }));
    expect(placed.mobileScoreboards).toEqual({ '8-4-0': 'castillo' });
  });

  it('never into the King’s region, never onto the other scoreboard, never out of the King’s region', () => {
    refused(
      state,
      special(state, { kind: 'mobile-scoreboard', board: '8-4-0', to: 'castilla-la-nueva' }),
      'king/region-taboo',
    );
    const occupied = { ...state, mobileScoreboards: { '4-0-0': 'granada' as const } };
    refused(
      occupied,
      special(occupied, { kind: 'mobile-scoreboard', board: '8-4-0', to: 'granada' }),
      'scoreboard/occupied',
    );
    const stuck = { ...state, mobileScoreboards: { '4-0-0': 'castilla-la-nueva' as const } };
    refused(stuck, special(stuck, { kind: 'mobile-scoreboard', board: '4-0-0', to: 'granada' }), 'king/region-taboo');
    refused(state, special(state, { kind: 'mobile-scoreboard', board: '5-5-5', to: 'granada' }), 'scoreboard/unknown');
  });
});

describe('moving the King', () => {
  it('the royal adviser moves him next door only', () => {
    const state = turnWith({ card: 'classic/royal-adviser' });
    expect(run(state, special(state, { kind: 'king', to: 'granada' })).king).toBe('granada');
    refused(state, special(state, { kind: 'king', to: 'galicia' }), 'king/not-neighbour');
  });

  it('the King’s card moves him anywhere but the Castillo, and may leave him in place', () => {
    const state = turnWith({ card: 'classic/kings-card' });
    expect(run(state, special(state, { kind: 'king', to: 'galicia' })).king).toBe('galicia');
    expect(run(state, special(state, { kind: 'king', to: 'castilla-la-nueva' })).king).toBe('castilla-la-nueva');
    refused(state, special(state, { kind: 'king', to: 'castillo' }), 'king/no-castillo');
    const strict = turnWith({ card: 'classic/kings-card', options: { kingCardMayStay: false } });
    refused(strict, special(strict, { kind: 'king', to: 'castilla-la-nueva' }), 'king/must-move');
  });
});

describe('eviction', () => {
  const pieces = { granada: { red: 1, blue: 2, yellow: 1 } };
  const state = turnWith({ card: 'classic/eviction', pieces });

  it('others move all theirs out of the named region to their disk regions; the King’s region or the same region sends them to court', () => {
    const after = run(
      state,
      special(state, { kind: 'eviction', region: 'granada', disks: { blue: 'sevilla', yellow: 'castilla-la-nueva' } }),
    );
    expect(after.areas.granada).toMatchObject({ red: 1, blue: 0, yellow: 0 });
    expect(countIn(after, 'sevilla', 'blue')).toBe(2);
    expect(after.court.yellow).toBe(state.court.yellow! + 1);
    const back = run(
      state,
      special(state, { kind: 'eviction', region: 'granada', disks: { blue: 'granada', yellow: 'sevilla' } }),
    );
    expect(back.court.blue).toBe(state.court.blue! + 2);
  });

  it('refuses the King’s region, a missing disk, and a disk from someone not there', () => {
    refused(state, special(state, { kind: 'eviction', region: 'castilla-la-nueva', disks: {} }), 'king/region-taboo');
    refused(
      state,
      special(state, { kind: 'eviction', region: 'granada', disks: { blue: 'sevilla' } }),
      'disks/missing',
    );
    refused(
      state,
      special(state, {
        kind: 'eviction',
        region: 'granada',
        disks: { blue: 'sevilla', yellow: 'sevilla', green: 'sevilla' },
      }),
      'disks/not-affected',
    );
  });
});

describe('the Grande', () => {
  const state = turnWith({ card: 'classic/grande' });

  it('moves to another region, which becomes home', () => {
    expect(run(state, special(state, { kind: 'grande', to: 'granada' })).grandes.red).toBe('granada');
  });

  it('never to the Castillo or the King’s region, never out of the King’s region', () => {
    refused(state, special(state, { kind: 'grande', to: 'castillo' }), 'grande/no-castillo');
    refused(state, special(state, { kind: 'grande', to: 'castilla-la-nueva' }), 'king/region-taboo');
    refused(state, special(state, { kind: 'grande', to: 'galicia' }), 'grande/already-there');
    // The King later came to red's home (as a King's card would bring him).
    const kingAtHome = { ...state, king: 'galicia' as const };
    refused(kingAtHome, special(kingAtHome, { kind: 'grande', to: 'granada' }), 'king/region-taboo');
  });

  it('moves alone: no caballeros go with it', () => {
    refused(state, special(state, { kind: 'grande', to: 'granada', along: 1 }), 'grande/alone');
  });
});

describe('power cards and the court', () => {
  it('takes back the power card played this round', () => {
    const state = turnWith({ card: 'classic/power-card-return' });
    const after = run(state, special(state, { kind: 'power-card', value: 13 }));
    expect(after.hands.red).toContain(13);
    expect(after.returnedThisRound).toEqual({ red: 13 });
    refused(state, special(state, { kind: 'power-card', value: 5 }), 'power/not-played');
  });

  it('the court brings 2 from the provinces; classic never from regions', () => {
    const state = turnWith({ card: 'classic/court' });
    expect(run(state, special(state, { kind: 'court', provinces: 2 })).court.red).toBe(state.court.red! + 2);
    const tooMany = refused(state, special(state, { kind: 'court', provinces: 3 }), 'replenish/too-many');
    refused(state, special(state, { kind: 'court', provinces: 1, regions: { galicia: 1 } }), 'court/provinces-only');
    // Said in the reader's language, as every refusal is.
    expect(say(tooMany.message)).toBe('The court card brings at most 2 caballeros; 3 were taken');
    expect(german.say(tooMany.message)).toBe('Die Hofkarte bringt höchstens 2 Caballeros; 3 wurden genommen');
    expect(spanish.say(tooMany.message)).toBe('La carta de la corte lleva como máximo 2 caballeros; se tomaron 3');
  });

  it('Big Box: the court may take from regions, but only when the provinces run short', () => {
    const state = turnWith({ edition: 'bigbox', card: 'classic/court' });
    refused(
      state,
      special(state, { kind: 'court', provinces: 1, regions: { galicia: 1 } }),
      'replenish/provinces-first',
    );
    const short = {
      ...state,
      provinces: { ...state.provinces, red: 1 },
      court: { ...state.court, red: state.court.red! + 20 },
    };
    const after = run(short, special(short, { kind: 'court', provinces: 1, regions: { galicia: 1 } }));
    expect(after.court.red).toBe(short.court.red! + 2);
  });
});
