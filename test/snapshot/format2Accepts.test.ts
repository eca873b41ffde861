/**
 * What board snapshot format 2 accepts (docs/snapshot-format.md, "Format 2"): one board per module,
 * the contract's own example, and the cases the contract allows that a stricter reader might refuse.
 */
import { describe, expect, it } from 'vitest';
import { parseSnapshot } from '../../src/snapshot/parseSnapshot';
import {
  changed,
  colonies,
  france1995,
  grandissimo,
  intrigue,
  type Loose,
  plain,
  regency,
  variants1995,
} from '../support/snapshots2';
import { say } from '../support/speech';

function expectAccepted(input: Loose): void {
  const result = parseSnapshot(input);
  if (!result.ok) throw new Error(`expected the snapshot to be accepted, got ${say(result.error.message)}`);
  expect(result.value.format).toBe('el-grande-snapshot/2');
}

describe('format 2 accepts a board of each module', () => {
  it.each([
    ['no modules (a format-1 board relabelled)', plain],
    ['Grand Inquisitor & the Colonies', colonies],
    ['the 1995 France', france1995],
    ['the 1995 Church, Muslim Granada and home advantage', variants1995],
    ['Grandissimo', grandissimo],
    ['Intrigue & the King', intrigue],
    ['New Regency on the 2023 board', regency],
  ])('%s', (_name, base) => {
    expectAccepted(base());
  });

  it('accepts the contract’s example snapshot', () => {
    expectAccepted({
      format: 'el-grande-snapshot/2',
      edition: 'classic',
      modules: ['intrigue-king', 'grand-inquisitor-colonies'],
      rules: { tie: 'official', limitOverflow: 'all-off' },
      players: ['red', 'blue', 'yellow', 'green'],
      neutral: [],
      king: 'france',
      grandes: { red: 'galicia', blue: 'america' },
      mobileScoreboards: { '8-4-0': 'ship' },
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: {
        galicia: { red: 3, inquisitor: 2 },
        france: { red: 2, blue: 1 },
        ship: { yellow: 2 },
        america: { blue: 2, green: 1 },
        aragon: { red: 6, blue: 5, green: 2 },
        castillo: { green: 3 },
      },
      roles: { ambassador: 'red', envoy: 'blue', captain: 'yellow', viceroy: 'green' },
      inquisitor: { holder: null },
      limitTable: { area: 'aragon', onTable: { red: 5, blue: 5 } },
      conspiracy: false,
      castilloDestinations: { green: 'aragon' },
      score: { kind: 'general' },
    });
  });
});

describe('format 2 accepts what the contract allows', () => {
  it('a neutral id “inquisitor” while no module brings the Grand Inquisitor', () => {
    expectAccepted(changed(plain, (s) => (s.neutral = ['inquisitor'])));
  });

  it('every rules option of the modules on, each at a value other than its default', () => {
    expectAccepted(
      changed(colonies, (s) => {
        s.modules = ['grand-inquisitor-colonies', 'intrigue-king'];
        s.rules = {
          tie: 'shift-by-tied',
          inquisitor: 'never-count',
          limitOverflow: 'chosen',
          regionTotals: 'counted-only',
          shipHomeBonus: 'captain',
          quarantineDisk: 'allowed',
        };
        s.score = { kind: 'first-place-only' };
      }),
    );
  });

  it('a quarantine on the King’s region, under a mobile scoreboard', () => {
    expectAccepted(
      changed(intrigue, (s) => {
        s.mobileScoreboards = { '4-0-0': 'aragon' };
        s.quarantine = 'aragon';
      }),
    );
  });

  it('a Limit table with free spaces while caballeros stand off it', () => {
    expectAccepted(changed(colonies, (s) => (s.limitTable.onTable = { red: 1 })));
  });

  it('a full Limit table with Castillo arrivals, and no choice of who goes on', () => {
    expectAccepted(changed(colonies, (s) => (s.limitTable.onTable = { red: 5, blue: 5 })));
  });

  it('a Grand Inquisitor’s black caballero in the jail, which takes any caballero from a region (Decennial rules, “Grandissimo: Jail”)', () => {
    expectAccepted(changed(grandissimo, (s) => ((s.pieces.jail.inquisitor = 1), (s.pieces.aragon.inquisitor = 0))));
  });

  it('the Limit table on a colony area', () => {
    expectAccepted(changed(colonies, (s) => (s.limitTable = { area: 'america', onTable: { blue: 2, green: 1 } })));
  });

  it('the chosen arrivals when the Grand Inquisitor’s holder chooses', () => {
    expectAccepted(
      changed(colonies, (s) => {
        s.inquisitor.holder = 'red';
        s.score.limitTableArrivals = { green: 2 };
      }),
    );
  });

  it('one id on the Ambassador’s and the Envoy’s spaces with two caballeros in France', () => {
    expectAccepted(changed(france1995, (s) => (s.roles = { ambassador: 'red', envoy: 'red' })));
  });

  it('roles left out or null for empty spaces', () => {
    expectAccepted(changed(colonies, (s) => (s.roles = { ambassador: null, viceroy: 'green' })));
  });

  it('a black caballero on a special space', () => {
    expectAccepted(
      changed(colonies, (s) => {
        s.pieces.ship.inquisitor = 1;
        s.pieces.galicia.inquisitor = 1;
        s.roles.captain = 'inquisitor';
      }),
    );
  });

  it('36 caballeros of one colour with Grand Inquisitor & the Colonies', () => {
    expectAccepted(changed(colonies, (s) => (s.pieces.aragon = { yellow: 34 })));
  });

  it('the King on France and on Portugal where their modules let him, and beside the Castillo under New Regency', () => {
    expectAccepted(changed(colonies, (s) => (s.king = 'france')));
    expectAccepted(changed(grandissimo, (s) => (s.king = 'portugal')));
    expectAccepted(changed(regency, (s) => (s.king = 'castillo')));
    expectAccepted(changed(regency, (s) => (s.king = 'portugal')));
  });

  it('no disk for a Grande in the Castillo while the King stands beside it, the Grandes staying', () => {
    expectAccepted(
      changed(regency, (s) => {
        s.king = 'castillo';
        s.castilloDestinations = {};
      }),
    );
  });

  it('a mobile scoreboard on a Muslim Granada, the Ship, Portugal and the Castillo', () => {
    expectAccepted(changed(variants1995, (s) => (s.mobileScoreboards = { '8-4-0': 'granada', '4-0-0': 'castillo' })));
    expectAccepted(changed(grandissimo, (s) => (s.mobileScoreboards = { '8-4-0': 'portugal' })));
    expectAccepted(changed(colonies, (s) => (s.mobileScoreboards = { '4-0-0': 'ship' })));
  });

  it('a Muslim Granada scored by unique choices (it is skipped) and named by a disk', () => {
    expectAccepted(changed(variants1995, (s) => (s.score = { kind: 'unique-choices', choices: { red: 'granada' } })));
  });

  it('a Muslim Granada of 12 caballeros conquered now', () => {
    expectAccepted(
      changed(variants1995, (s) => {
        s.pieces.granada = { yellow: 6, green: 6 };
        s.score = { kind: 'granada-conquest' };
      }),
    );
  });

  it('a top-value scoring of a value only an entered printed value shows', () => {
    expectAccepted(changed(colonies, (s) => (s.score = { kind: 'top-value', values: [3] })));
  });

  it('an areas scoring in any order, the Castillo included', () => {
    expectAccepted(changed(colonies, (s) => (s.score = { kind: 'areas', areas: ['ship', 'castillo', 'galicia'] })));
  });

  it('deliveries of every disc of the game', () => {
    expectAccepted(
      changed(
        colonies,
        (s) =>
          (s.score = { kind: 'delivery', deliveries: { red: { gold: 5, wares: 0 }, blue: { gold: 0, wares: 11 } } }),
      ),
    );
  });

  it('conspiracy and secret disks on a scoring other than general, checked and ignored', () => {
    // Missing disks are not needed here…
    expectAccepted(
      changed(intrigue, (s) => {
        s.score = { kind: 'most' };
        s.castilloDestinations = {};
      }),
    );
    // …but a disk that is given is still checked.
    const badDisk = parseSnapshot(
      changed(intrigue, (s) => {
        s.score = { kind: 'most' };
        s.castilloDestinations = { red: 'castillo' };
      }),
    );
    expect(badDisk.ok).toBe(false);
  });

  it('a revolution whose Grande stands with the King', () => {
    expectAccepted(
      changed(grandissimo, (s) => {
        s.king = 'portugal';
        s.revolution = { grande: 'red' };
      }),
    );
  });
});
