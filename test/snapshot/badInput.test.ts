/**
 * Every bad-input rule of the board snapshot contract (docs/snapshot-format.md,
 * "Bad input"), checked through parseSnapshot in-process. Each case starts from a valid
 * snapshot, breaks one thing, and checks the exact dotted path of the field at fault and that
 * the reason says what is wrong in a player's words. The last group covers missing fields,
 * lists given for objects, and names that JavaScript objects reserve.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../src/rules';
import { formatSnapshotError, parseSnapshot, snapshotErrorOf } from '../../src/snapshot/parseSnapshot';
import type { Snapshot } from '../../src/snapshot/schema';
import { say } from '../support/speech';

type ParseResult = Result<Snapshot>;

import { toScoringInput } from '../../src/snapshot/toScoringInput';
import { broken, type Loose, validSnapshot as valid } from '../support/snapshots';

/** The error of a rejected snapshot; fails the test if it was accepted. */
function errorOf(result: ParseResult): { field: string; reason: string } {
  if (result.ok)
    throw new Error(`expected the snapshot to be rejected, but it was accepted: ${JSON.stringify(result.value)}`);
  expect(result.error.code).toBe('snapshot/invalid');
  const { field, reason } = snapshotErrorOf(result.error);
  expect(say(result.error.message)).toBe(say(formatSnapshotError({ field, reason })));
  return { field, reason: say(reason) };
}

function expectRejected(input: unknown, field: string, reason: RegExp): void {
  const result = parseSnapshot(input);
  expect(result.ok).toBe(false);
  const error = errorOf(result);
  expect(error.field).toBe(field);
  expect(error.reason).toMatch(reason);
  const line = say(formatSnapshotError(error));
  expect(line).toBe(field ? `${field}: ${error.reason}` : `snapshot: ${error.reason}`);
  expect(line).not.toMatch(/\n/);
}

/** What the scoring engine gets from an accepted snapshot. */
function scoringInputOf(input: unknown): ReturnType<typeof toScoringInput> {
  const result = parseSnapshot(input);
  if (!result.ok) throw new Error(`expected the snapshot to be accepted, got ${say(result.error.message)}`);
  return toScoringInput(result.value);
}

function expectAccepted(input: unknown): Loose {
  const result = parseSnapshot(input);
  if (!result.ok) throw new Error(`expected the snapshot to be accepted, got ${say(result.error.message)}`);
  return result.value as Loose;
}

type Case = readonly [name: string, change: (s: Loose) => void, field: string, reason: RegExp];

const cases: readonly Case[] = [
  // format and edition
  [
    'format of a later version',
    (s) => (s.format = 'el-grande-snapshot/3'),
    'format',
    /“el-grande-snapshot\/3” is not a known format/,
  ],
  [
    'format of another file type',
    (s) => (s.format = 'el-grande-scoring/1'),
    'format',
    /el-grande-scoring\/1.*expected “el-grande-snapshot\/1”/,
  ],
  ['format as a number', (s) => (s.format = 1), 'format', /^1 is not a known format/],
  ['format null', (s) => (s.format = null), 'format', /null is not a known format/],
  [
    'unknown edition',
    (s) => (s.edition = 'deluxe'),
    'edition',
    /“deluxe” is not an edition: use one of classic, bigbox, 2023/,
  ],
  ['edition 2023 as a number', (s) => (s.edition = 2023), 'edition', /^2023 is not an edition/],
  ['edition in capitals', (s) => (s.edition = 'Classic'), 'edition', /“Classic” is not an edition/],

  // rules
  [
    'unknown tie rule',
    (s) => (s.rules.tie = 'random'),
    'rules.tie',
    /“random” is not a tie rule: use official or shift-by-tied/,
  ],
  ['tie rule as true', (s) => (s.rules.tie = true), 'rules.tie', /true is not a tie rule/],
  ['rules as text', (s) => (s.rules = 'official'), 'rules', /must be an object/],
  ['rules null', (s) => (s.rules = null), 'rules', /must be an object, not null/],

  // unknown fields
  ['unknown top-level field', (s) => (s.colour = 'red'), 'colour', /unknown field “colour”/],
  ['top-level field in the wrong case', (s) => (s.King = 'aragon'), 'King', /unknown field “King”/],
  ['unknown field inside rules', (s) => (s.rules.ties = 'official'), 'rules.ties', /unknown field “ties”/],
  ['unknown field inside score', (s) => (s.score.area = 'galicia'), 'score.area', /unknown field “area”/],
  [
    'field of another kind inside score',
    (s) => (s.score = { kind: 'most', choices: {} }),
    'score.choices',
    /unknown field “choices”/,
  ],
  [
    'values on an area scoring',
    (s) => (s.score = { kind: 'area', area: 'galicia', values: [4] }),
    'score.values',
    /unknown field “values”/,
  ],
  [
    'unknown scoreboard id',
    (s) => (s.mobileScoreboards['2-0-0'] = 'aragon'),
    'mobileScoreboards.2-0-0',
    /unknown field “2-0-0”/,
  ],
  [
    'scoreboard id spelt 8/4/0',
    (s) => (s.mobileScoreboards = { '8/4/0': 'aragon' }),
    'mobileScoreboards.8/4/0',
    /unknown field “8\/4\/0”/,
  ],

  // players
  ['players as one text', (s) => (s.players = 'red'), 'players', /must be a list of player ids/],
  ['players as an object', (s) => (s.players = { red: 1 }), 'players', /must be a list of player ids/],
  ['players null', (s) => (s.players = null), 'players', /must be a list of player ids/],
  ['no players at all', (s) => (s.players = []), 'players', /0 players are too few: El Grande needs 2 to 5/],
  ['1 player', (s) => (s.players = ['red']), 'players', /1 player is too few: El Grande needs 2 to 5/],
  [
    '6 players',
    (s) => (s.players = ['red', 'blue', 'yellow', 'green', 'white', 'black']),
    'players',
    /6 players is too many: El Grande takes 2 to 5/,
  ],
  ['duplicate player', (s) => (s.players = ['red', 'blue', 'red']), 'players.2', /“red” is listed twice/],
  [
    'duplicate player, later pair',
    (s) => (s.players = ['red', 'blue', 'green', 'blue']),
    'players.3',
    /“blue” is listed twice/,
  ],
  [
    'player id with a capital',
    (s) => (s.players = ['red', 'Blue']),
    'players.1',
    /“Blue” is not a valid id.*lower-case/,
  ],
  [
    'player id of 17 characters',
    (s) => (s.players = ['red', 'abcdefghijklmnopq']),
    'players.1',
    /“abcdefghijklmnopq” is not a valid id.*up to 15/,
  ],
  [
    'player id starting with a digit',
    (s) => (s.players = ['red', '1blue']),
    'players.1',
    /“1blue” is not a valid id.*start with a lower-case letter/,
  ],
  ['player id starting with a hyphen', (s) => (s.players = ['-red', 'blue']), 'players.0', /“-red” is not a valid id/],
  ['player id with a space', (s) => (s.players = ['red', 'dark blue']), 'players.1', /“dark blue” is not a valid id/],
  [
    'player id with an underscore',
    (s) => (s.players = ['red', 'dark_blue']),
    'players.1',
    /“dark_blue” is not a valid id/,
  ],
  ['empty player id', (s) => (s.players = ['red', '']), 'players.1', /“” is not a valid id/],
  ['player id as a number', (s) => (s.players = ['red', 7]), 'players.1', /^7 is not an id: ids are text/],

  // neutral
  ['neutral as text', (s) => (s.neutral = 'black'), 'neutral', /must be a list of ids/],
  ['neutral listed twice', (s) => (s.neutral = ['black', 'black']), 'neutral.1', /“black” is listed twice/],
  [
    'neutral that is also a player',
    (s) => (s.neutral = ['black', 'blue']),
    'neutral.1',
    /“blue” is already a player.*either a player or neutral/,
  ],
  ['neutral id with a capital', (s) => (s.neutral = ['Black']), 'neutral.0', /“Black” is not a valid id/],

  // king
  ['king on the Castillo', (s) => (s.king = 'castillo'), 'king', /Castillo is not a region/],
  [
    'king in an unknown region',
    (s) => (s.king = 'madrid'),
    'king',
    /“madrid” is not a region: use one of galicia, pais-vasco/,
  ],
  ['king region in display spelling', (s) => (s.king = 'Aragón'), 'king', /“Aragón” is not a region/],
  ['king null', (s) => (s.king = null), 'king', /null is not a region/],
  ['king as a number', (s) => (s.king = 5), 'king', /^5 is not a region/],

  // grandes
  ['grandes as text', (s) => (s.grandes = 'galicia'), 'grandes', /must be an object, not “galicia”/],
  ['grande on the Castillo', (s) => (s.grandes.blue = 'castillo'), 'grandes.blue', /Castillo is not a region/],
  ['grande in an unknown region', (s) => (s.grandes.blue = 'madrid'), 'grandes.blue', /“madrid” is not a region/],
  [
    'grande for an id not in players',
    (s) => (s.grandes.purple = 'aragon'),
    'grandes.purple',
    /“purple” is neither a player nor neutral \(players: red, blue, yellow, green\)/,
  ],
  ['grande for an invalid id', (s) => (s.grandes.Purple = 'aragon'), 'grandes.Purple', /“Purple” is not a valid id/],
  [
    'grande for a neutral id',
    (s) => {
      s.neutral = ['black'];
      s.grandes.black = 'aragon';
    },
    'grandes.black',
    /“black” is neutral and has no Grande/,
  ],

  // mobile scoreboards
  ['mobile scoreboards as text', (s) => (s.mobileScoreboards = 'galicia'), 'mobileScoreboards', /must be an object/],
  [
    'scoreboard on an unknown area',
    (s) => (s.mobileScoreboards['4-0-0'] = 'madrid'),
    'mobileScoreboards.4-0-0',
    /“madrid” is not an area: use one of castillo, galicia.*2023 names navarra, castilla, toledo/,
  ],
  ['scoreboard null', (s) => (s.mobileScoreboards['8-4-0'] = null), 'mobileScoreboards.8-4-0', /null is not an area/],
  [
    'both scoreboards on one region',
    (s) => (s.mobileScoreboards = { '8-4-0': 'galicia', '4-0-0': 'galicia' }),
    'mobileScoreboards.4-0-0',
    /galicia with the 8-4-0 scoreboard: the two never share an area/,
  ],
  [
    'both scoreboards on the Castillo',
    (s) => (s.mobileScoreboards = { '8-4-0': 'castillo', '4-0-0': 'castillo' }),
    'mobileScoreboards.4-0-0',
    /castillo.*never share an area/,
  ],
  [
    'both scoreboards on one area, alias first',
    (s) => (s.mobileScoreboards = { '8-4-0': 'toledo', '4-0-0': 'castilla-la-nueva' }),
    'mobileScoreboards.4-0-0',
    /never share an area/,
  ],
  [
    'both scoreboards on one area, alias second',
    (s) => (s.mobileScoreboards = { '8-4-0': 'castilla-la-nueva', '4-0-0': 'toledo' }),
    'mobileScoreboards.4-0-0',
    /toledo.*never share an area/,
  ],
  [
    'both scoreboards on navarra and pais-vasco',
    (s) => (s.mobileScoreboards = { '8-4-0': 'navarra', '4-0-0': 'pais-vasco' }),
    'mobileScoreboards.4-0-0',
    /never share an area/,
  ],

  // pieces
  ['pieces as text', (s) => (s.pieces = 'none'), 'pieces', /must be an object, not “none”/],
  ['pieces null', (s) => (s.pieces = null), 'pieces', /must be an object, not null/],
  [
    'pieces in an unknown area',
    (s) => (s.pieces.madrid = { red: 1 }),
    'pieces.madrid',
    /“madrid” is not an area: use one of castillo/,
  ],
  [
    'pieces under a 2023 display name',
    (s) => (s.pieces.Toledo = { red: 1 }),
    'pieces.Toledo',
    /“Toledo” is not an area/,
  ],
  [
    'same area twice: alias, then canonical id',
    (s) => {
      s.pieces.toledo = { red: 1 };
      s.pieces['castilla-la-nueva'] = { blue: 1 };
    },
    'pieces.castilla-la-nueva',
    /names the same area as “toledo”/,
  ],
  [
    'same area twice: canonical id, then alias',
    (s) => {
      s.pieces['castilla-la-vieja'] = { red: 1 };
      s.pieces.castilla = { blue: 1 };
    },
    'pieces.castilla',
    /names the same area as “castilla-la-vieja”/,
  ],
  ['counts of one area as a number', (s) => (s.pieces.galicia = 5), 'pieces.galicia', /must be an object, not 5/],
  ['counts of one area null', (s) => (s.pieces.galicia = null), 'pieces.galicia', /must be an object, not null/],
  [
    'negative count',
    (s) => (s.pieces.galicia.red = -1),
    'pieces.galicia.red',
    /-1 caballeros is impossible: counts are never negative/,
  ],
  [
    'fractional count',
    (s) => (s.pieces.galicia.red = 2.5),
    'pieces.galicia.red',
    /2\.5 is not a whole number of caballeros/,
  ],
  [
    'count of 31',
    (s) => (s.pieces.galicia.red = 31),
    'pieces.galicia.red',
    /31 caballeros is impossible: a colour has only 30/,
  ],
  [
    'count as a string',
    (s) => (s.pieces.galicia.red = '3'),
    'pieces.galicia.red',
    /“3” is not a count: counts are whole numbers 0 to 30/,
  ],
  ['count null', (s) => (s.pieces.galicia.red = null), 'pieces.galicia.red', /null is not a count/],
  ['count true', (s) => (s.pieces.galicia.red = true), 'pieces.galicia.red', /true is not a count/],
  [
    'count for an id not in players',
    (s) => (s.pieces.galicia.purple = 1),
    'pieces.galicia.purple',
    /“purple” is neither a player nor neutral/,
  ],
  [
    'zero count for an id not in players',
    (s) => (s.pieces.galicia.purple = 0),
    'pieces.galicia.purple',
    /“purple” is neither a player nor neutral/,
  ],
  ['count for an invalid id', (s) => (s.pieces.galicia.RED = 1), 'pieces.galicia.RED', /“RED” is not a valid id/],
  [
    "a player's total over 30 across areas",
    (s) => {
      s.pieces.aragon = { red: 20 };
      s.pieces.sevilla = { red: 6 };
    },
    'pieces.sevilla.red',
    /brings red to 31 caballeros on the board: a colour has only 30/,
  ],
  [
    "a neutral's total over 30 across areas",
    (s) => {
      s.neutral = ['black'];
      s.pieces = { aragon: { black: 30 }, valencia: { black: 1 } };
    },
    'pieces.valencia.black',
    /brings black to 31 caballeros/,
  ],

  // Castillo destinations
  [
    'general scoring, one Castillo player without destination',
    (s) => delete s.castilloDestinations.yellow,
    'castilloDestinations.yellow',
    /is missing: yellow has caballeros in the Castillo.*general scoring/,
  ],
  [
    'general scoring, no destinations at all',
    (s) => delete s.castilloDestinations,
    'castilloDestinations.red',
    /is missing: red has caballeros in the Castillo/,
  ],
  [
    'general scoring, neutral in the Castillo without destination',
    (s) => {
      s.neutral = ['black'];
      s.pieces.castillo.black = 2;
    },
    'castilloDestinations.black',
    /is missing: black has caballeros in the Castillo/,
  ],
  [
    'destination on the Castillo',
    (s) => (s.castilloDestinations.red = 'castillo'),
    'castilloDestinations.red',
    /Castillo is not a region/,
  ],
  [
    'destination in an unknown region',
    (s) => (s.castilloDestinations.red = 'madrid'),
    'castilloDestinations.red',
    /“madrid” is not a region/,
  ],
  [
    'destination for an unknown id',
    (s) => (s.castilloDestinations.purple = 'aragon'),
    'castilloDestinations.purple',
    /“purple” is neither a player nor neutral/,
  ],

  // score
  [
    'score with an unknown kind',
    (s) => (s.score = { kind: 'total' }),
    'score.kind',
    /“total” is not a scoring kind: use one of general, area, top-value/,
  ],
  ['score kind in capitals', (s) => (s.score = { kind: 'General' }), 'score.kind', /“General” is not a scoring kind/],
  ['score kind as a number', (s) => (s.score = { kind: 3 }), 'score.kind', /^3 is not a scoring kind/],
  ['score without kind', (s) => (s.score = {}), 'score.kind', /is required/],
  [
    'area scoring of an unknown area',
    (s) => (s.score = { kind: 'area', area: 'madrid' }),
    'score.area',
    /“madrid” is not an area/,
  ],
  ['area scoring of area null', (s) => (s.score = { kind: 'area', area: null }), 'score.area', /null is not an area/],
  [
    'top-value with empty values',
    (s) => (s.score = { kind: 'top-value', values: [] }),
    'score.values',
    /must name at least one value/,
  ],
  [
    'top-value with value 3',
    (s) => (s.score = { kind: 'top-value', values: [6, 3] }),
    'score.values.1',
    /^3 is not a first value any region can show \(4, 5, 6, 7, 8\)/,
  ],
  [
    'top-value with value "6"',
    (s) => (s.score = { kind: 'top-value', values: ['6'] }),
    'score.values.0',
    /“6” is not a number/,
  ],
  [
    'top-value with values as a number',
    (s) => (s.score = { kind: 'top-value', values: 6 }),
    'score.values',
    /must be a list of first values/,
  ],
  [
    'unique-choices choice for a neutral id',
    (s) => {
      s.neutral = ['black'];
      s.score = { kind: 'unique-choices', choices: { red: 'aragon', black: 'galicia' } };
    },
    'score.choices.black',
    /“black” is neutral and picks no region/,
  ],
  [
    'unique-choices choice for an unknown id',
    (s) => (s.score = { kind: 'unique-choices', choices: { purple: 'galicia' } }),
    'score.choices.purple',
    /“purple” is neither a player nor neutral/,
  ],
  [
    'unique-choices choice naming the Castillo',
    (s) => (s.score = { kind: 'unique-choices', choices: { red: 'castillo' } }),
    'score.choices.red',
    /Castillo is not a region/,
  ],
  [
    'unique-choices choice naming an unknown region',
    (s) => (s.score = { kind: 'unique-choices', choices: { red: 'madrid' } }),
    'score.choices.red',
    /“madrid” is not a region/,
  ],
];

describe('parseSnapshot rejects a snapshot that breaks one rule', () => {
  it('accepts the unbroken snapshot the cases start from', () => {
    expectAccepted(valid());
  });

  it.each(cases)('%s', (_name, change, field, reason) => {
    expectRejected(broken(change), field, reason);
  });

  it('reports the field of a missing required field', () => {
    // The field is right; the reason is checked under "known gaps" below.
    for (const field of ['format', 'edition', 'players', 'king', 'pieces', 'score']) {
      const result = parseSnapshot(broken((s) => delete s[field]));
      expect(errorOf(result).field).toBe(field);
    }
    expect(errorOf(parseSnapshot(broken((s) => (s.score = { kind: 'area' }))))).toMatchObject({ field: 'score.area' });
    expect(errorOf(parseSnapshot(broken((s) => (s.score = { kind: 'top-value' }))))).toMatchObject({
      field: 'score.values',
    });
    expect(errorOf(parseSnapshot(broken((s) => (s.score = { kind: 'unique-choices' }))))).toMatchObject({
      field: 'score.choices',
    });
  });

  it('reports the first problem when there are several', () => {
    // Field checks run before the checks across fields; among fields, the order of the schema.
    const s = broken((x) => {
      x.edition = 'deluxe';
      x.pieces.galicia.purple = 1;
    });
    expectRejected(s, 'edition', /deluxe/);
  });

  it('rejects a value that is not an object, with an empty field', () => {
    expectRejected(null, '', /must be an object, not null/);
    expectRejected(42, '', /must be an object, not 42/);
    expectRejected('text', '', /must be an object, not “text”/);
    expect(say(formatSnapshotError(errorOf(parseSnapshot(42))))).toBe('snapshot: must be an object, not 42');
  });

  it('accepts an id of exactly 16 characters, and digits and hyphens after the first letter', () => {
    const s = broken((x) => {
      x.players = ['abcdefghijklmnop', 'r2-d2'];
      x.grandes = { 'r2-d2': 'sevilla' };
      x.pieces = { sevilla: { 'r2-d2': 1, abcdefghijklmnop: 30 } };
      x.castilloDestinations = {};
    });
    expect(expectAccepted(s).players).toEqual(['abcdefghijklmnop', 'r2-d2']);
  });
});

describe('parseSnapshot accepts what the contract allows', () => {
  it('accepts as many neutral ids as a table can have (3 colours and 2 black sets), and refuses one more', () => {
    const snapshot = expectAccepted(broken((s) => (s.neutral = ['a', 'b', 'c', 'd', 'e'])));
    expect(snapshot.neutral).toHaveLength(5);
    const more = parseSnapshot(broken((s) => (s.neutral = ['a', 'b', 'c', 'd', 'e', 'f'])));
    expect(more.ok ? '' : say(more.error.message)).toMatch(/^neutral: lists 6 neutral ids: a table has at most 5/);
  });

  it('accepts the 2023 aliases as king, grande, piece area, scoreboard area and destination, and maps them to canonical ids', () => {
    const s = broken((x) => {
      x.edition = '2023';
      x.king = 'navarra';
      x.grandes = { red: 'castilla', blue: 'toledo' };
      x.mobileScoreboards = { '8-4-0': 'toledo', '4-0-0': 'castillo' };
      x.pieces = { navarra: { red: 1 }, castilla: { blue: 2 }, toledo: { yellow: 1 }, castillo: { red: 1, green: 2 } };
      x.castilloDestinations = { red: 'toledo', green: 'navarra' };
    });
    expect(expectAccepted(s).king).toBe('navarra');
    const { board, request } = scoringInputOf(s);
    expect(board.king).toBe('pais-vasco');
    expect(board.grandes).toEqual({ red: 'castilla-la-vieja', blue: 'castilla-la-nueva' });
    expect(board.mobileScoreboards).toEqual({ '8-4-0': 'castilla-la-nueva', '4-0-0': 'castillo' });
    expect(Object.keys(board.pieces).sort()).toEqual([
      'castilla-la-nueva',
      'castilla-la-vieja',
      'castillo',
      'pais-vasco',
    ]);
    expect(board.pieces['castilla-la-vieja']).toEqual({ blue: 2 });
    expect(request).toEqual({
      kind: 'general',
      castilloDestinations: { red: 'castilla-la-nueva', green: 'pais-vasco' },
    });
  });

  it('accepts aliases in an area scoring and in unique choices', () => {
    const area = broken((x) => (x.score = { kind: 'area', area: 'castilla' }));
    expect(scoringInputOf(area).request).toEqual({
      kind: 'area',
      area: 'castilla-la-vieja',
    });
    const choices = broken((x) => (x.score = { kind: 'unique-choices', choices: { red: 'toledo', blue: 'navarra' } }));
    expect(scoringInputOf(choices).request).toEqual({
      kind: 'unique-choices',
      choices: { red: 'castilla-la-nueva', blue: 'pais-vasco' },
    });
  });

  it('accepts the Castillo as the area of an area scoring and as a scoreboard area', () => {
    expectAccepted(broken((x) => (x.score = { kind: 'area', area: 'castillo' })));
    expectAccepted(broken((x) => (x.mobileScoreboards = { '8-4-0': 'castillo' })));
  });

  it('accepts a destination for a player without Castillo caballeros', () => {
    expectAccepted(broken((x) => (x.castilloDestinations.green = 'sevilla')));
  });

  it('accepts castilloDestinations on a snapshot that is not a general scoring', () => {
    expectAccepted(
      broken((x) => {
        x.score = { kind: 'most' };
        x.castilloDestinations = { blue: 'aragon' };
      }),
    );
  });

  it('does not ask for destinations on a scoring other than general', () => {
    expectAccepted(
      broken((x) => {
        x.score = { kind: 'area', area: 'castillo' };
        delete x.castilloDestinations;
      }),
    );
  });

  it('accepts empty pieces', () => {
    const snapshot = expectAccepted(
      broken((x) => {
        x.pieces = {};
        x.castilloDestinations = {};
      }),
    );
    expect(snapshot.pieces).toEqual({});
  });

  it('accepts counts of 0, and needs no destination for 0 caballeros in the Castillo', () => {
    const snapshot = expectAccepted(
      broken((x) => {
        x.pieces = { galicia: { red: 0 }, castillo: { red: 0, green: 0 } };
        x.castilloDestinations = {};
      }),
    );
    expect(snapshot.pieces).toEqual({ galicia: { red: 0 }, castillo: { red: 0, green: 0 } });
  });

  it('accepts 30 caballeros of one colour, in one area or spread out', () => {
    expectAccepted(broken((x) => (x.pieces = { aragon: { red: 30 } })));
    expectAccepted(broken((x) => (x.pieces = { aragon: { red: 10 }, valencia: { red: 10 }, granada: { red: 10 } })));
  });

  it('accepts a neutral id with pieces', () => {
    const snapshot = expectAccepted(
      broken((x) => {
        x.neutral = ['black'];
        x.pieces.aragon = { black: 4, blue: 1 };
      }),
    );
    expect(snapshot.pieces.aragon).toEqual({ black: 4, blue: 1 });
  });

  it('accepts the optional fields left out', () => {
    expectAccepted({
      format: 'el-grande-snapshot/1',
      edition: 'bigbox',
      players: ['red', 'blue'],
      king: 'sevilla',
      pieces: {},
      score: { kind: 'first-place-only' },
    });
  });

  it('accepts every scoring kind, every edition and both tie rules', () => {
    const scores = [
      { kind: 'general' },
      { kind: 'area', area: 'galicia' },
      { kind: 'top-value', values: [4] },
      { kind: 'top-value', values: [6, 7, 8] },
      { kind: 'first-place-only' },
      { kind: 'most' },
      { kind: 'fewest' },
      { kind: 'unique-choices', choices: {} },
      { kind: 'unique-choices', choices: { red: 'aragon', blue: 'aragon' } },
    ];
    for (const score of scores) expectAccepted(broken((x) => (x.score = score)));
    for (const edition of ['classic', 'bigbox', '2023']) expectAccepted(broken((x) => (x.edition = edition)));
    for (const tie of ['official', 'shift-by-tied']) expectAccepted(broken((x) => (x.rules.tie = tie)));
    expectAccepted(broken((x) => (x.rules = {})));
  });

  it('accepts 2 and 5 players, and a neutral colour next to 5 players', () => {
    expectAccepted(
      broken((x) => {
        x.players = ['red', 'blue'];
        x.pieces = { galicia: { red: 1 } };
        x.grandes = {};
        x.castilloDestinations = {};
      }),
    );
    expectAccepted(
      broken((x) => {
        x.players = ['red', 'blue', 'yellow', 'green', 'white'];
        x.neutral = ['black'];
      }),
    );
  });
});

/** Values of every JSON type and then some, for fields that expect something else. */
const wrongValues: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x',
  'castillo',
  true,
  [],
  [null],
  [[[]]],
  {},
  { a: { b: { c: [1, { d: null }] } } },
  { kind: { kind: 'general' } },
  ['red', 'red', 'red', 'red', 'red', 'red'],
];

const topFields = [
  'format',
  'edition',
  'rules',
  'players',
  'neutral',
  'king',
  'grandes',
  'mobileScoreboards',
  'pieces',
  'castilloDestinations',
  'score',
];

function expectWellFormed(result: ParseResult): void {
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(typeof snapshotErrorOf(result.error).field).toBe('string');
    expect(say(snapshotErrorOf(result.error).reason).length).toBeGreaterThan(0);
    expect(say(result.error.message)).not.toMatch(/\n/);
  }
}

describe('parseSnapshot never throws', () => {
  it.each([
    null,
    undefined,
    42,
    0,
    -1,
    Number.NaN,
    [],
    [valid()],
    'text',
    '',
    true,
    false,
    {},
    () => valid(),
    Symbol('snapshot'),
    new Date(0),
    new Map(),
    /x/,
  ])('returns a result for %s', (input) => {
    let result: ParseResult | undefined;
    expect(() => (result = parseSnapshot(input))).not.toThrow();
    expect(result?.ok).toBe(false);
    if (result) expectWellFormed(result);
  });

  it('returns a result whatever wrong type any top-level field holds', () => {
    for (const field of topFields) {
      for (const value of wrongValues) {
        const input = broken((s) => (s[field] = value));
        expect(() => parseSnapshot(input), `${field} = ${String(value)}`).not.toThrow();
        expectWellFormed(parseSnapshot(input));
      }
    }
  });

  it('returns a result whatever wrong type a nested field holds', () => {
    const nested: readonly ((s: Loose, value: unknown) => void)[] = [
      (s, v) => (s.rules.tie = v),
      (s, v) => (s.players[1] = v),
      (s, v) => (s.neutral = [v]),
      (s, v) => (s.grandes.red = v),
      (s, v) => (s.mobileScoreboards['8-4-0'] = v),
      (s, v) => (s.pieces.galicia = v),
      (s, v) => (s.pieces.galicia.red = v),
      (s, v) => (s.castilloDestinations.red = v),
      (s, v) => (s.score.kind = v),
      (s, v) => (s.score = { kind: 'area', area: v }),
      (s, v) => (s.score = { kind: 'top-value', values: v }),
      (s, v) => (s.score = { kind: 'top-value', values: [v] }),
      (s, v) => (s.score = { kind: 'unique-choices', choices: v }),
      (s, v) => (s.score = { kind: 'unique-choices', choices: { red: v } }),
    ];
    for (const [i, change] of nested.entries()) {
      for (const value of wrongValues) {
        const input = broken((s) => change(s, value));
        expect(() => parseSnapshot(input), `change ${i}, value ${String(value)}`).not.toThrow();
        expectWellFormed(parseSnapshot(input));
      }
    }
  });

  it('returns a result for any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        expectWellFormed(parseSnapshot(json));
      }),
      { numRuns: 300 },
    );
  });

  it('returns a result when any top-level field of a valid snapshot is replaced by any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...topFields), fc.jsonValue(), (field, value) => {
        expectWellFormed(parseSnapshot(broken((s) => (s[field] = value))));
      }),
      { numRuns: 300 },
    );
  });

  it('returns a result for any object with snapshot-like keys (property)', () => {
    const region = fc.constantFrom('galicia', 'toledo', 'castillo', 'madrid', '', 'navarra');
    const id = fc.constantFrom('red', 'blue', 'black', 'purple', 'Red', '1x');
    const snapshotLike = fc.record(
      {
        format: fc.constantFrom('el-grande-snapshot/1', 'x'),
        edition: fc.constantFrom('classic', 'bigbox', '2023', 'x'),
        players: fc.array(id, { maxLength: 7 }),
        neutral: fc.array(id, { maxLength: 3 }),
        king: region,
        grandes: fc.dictionary(id, region),
        mobileScoreboards: fc.dictionary(fc.constantFrom('8-4-0', '4-0-0', '2-0-0'), region),
        pieces: fc.dictionary(
          region,
          fc.dictionary(id, fc.oneof(fc.integer({ min: -2, max: 32 }), fc.double(), fc.string())),
        ),
        castilloDestinations: fc.dictionary(id, region),
        score: fc.oneof(
          fc.constant({ kind: 'general' }),
          fc.record({ kind: fc.constant('area'), area: region }),
          fc.record({ kind: fc.constant('top-value'), values: fc.array(fc.integer({ min: 0, max: 9 })) }),
          fc.record({ kind: fc.constant('unique-choices'), choices: fc.dictionary(id, region) }),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(snapshotLike, (input) => {
        expectWellFormed(parseSnapshot(input));
      }),
      { numRuns: 500 },
    );
  });
});

/* Reasons that once were misleading, and JavaScript's own object member names. */
describe('clear reasons for missing fields, lists and reserved names', () => {
  it.each(['format', 'edition', 'players', 'king', 'pieces', 'score'])(
    'a missing “%s” is reported as required',
    (field) => {
      expectRejected(
        broken((s) => delete s[field]),
        field,
        /required|missing/,
      );
    },
  );

  it.each([
    ['area', 'score.area'],
    ['top-value', 'score.values'],
    ['unique-choices', 'score.choices'],
  ])('a %s scoring without its extra field reports %s as required', (kind, field) => {
    expectRejected(
      broken((s) => (s.score = { kind })),
      field,
      /required|missing/,
    );
  });

  it('score given as the kind text says score must be an object', () => {
    expectRejected(
      broken((s) => (s.score = 'general')),
      'score',
      /object/,
    );
  });

  // Names of Object.prototype members must not count as areas or regions.
  it('rejects a King in the region “toString”', () => {
    expectRejected(
      broken((s) => (s.king = 'toString')),
      'king',
      /toString.*not a region/,
    );
  });

  it('rejects pieces in the area “hasOwnProperty”', () => {
    expectRejected(
      broken((s) => (s.pieces.hasOwnProperty = { red: 1 })),
      'pieces.hasOwnProperty',
      /hasOwnProperty.*not an area/,
    );
  });

  it('rejects an area scoring of “valueOf”', () => {
    expectRejected(
      broken((s) => (s.score = { kind: 'area', area: 'valueOf' })),
      'score.area',
      /valueOf.*not an area/,
    );
  });

  it('rejects a Castillo destination “constructor”', () => {
    expectRejected(
      broken((s) => (s.castilloDestinations.red = 'constructor')),
      'castilloDestinations.red',
      /constructor.*not a region/,
    );
  });

  // Records would silently drop the keys "__proto__", "prototype" and "constructor", or read
  // inherited members for them; they are refused wherever they appear, naming the place.
  it('refuses a Grande keyed “constructor”', () => {
    expectRejected(
      broken((s) => (s.grandes = { constructor: 'aragon' })),
      'grandes.constructor',
      /“constructor” is a reserved word/,
    );
  });

  it('refuses pieces under the area name “__proto__”', () => {
    const s = broken((x) => (x.pieces = JSON.parse('{"__proto__": {"red": 1}, "galicia": {"red": 1}}') as Loose));
    expectRejected(s, 'pieces.__proto__', /“__proto__” is a reserved word/);
  });

  it.each(['constructor', 'prototype'])(
    'refuses the player id “%s”, which fits the id pattern but is reserved',
    (id) => {
      expectRejected(
        broken((s) => {
          s.players = [id, 'red'];
          s.grandes = {};
          s.pieces = { galicia: { red: 1 } };
          s.castilloDestinations = {};
        }),
        'players.0',
        new RegExp(`“${id}” is a reserved word`),
      );
    },
  );

  it.each(['pieces', 'rules', 'mobileScoreboards', 'grandes'])('rejects %s given as a list', (field) => {
    expectRejected(
      broken((s) => (s[field] = [])),
      field,
      /object/,
    );
  });

  // quote() uses JSON.stringify, which throws on BigInt and on cycles. Not reachable from JSON
  // text, but parseSnapshot promises never to throw.
  it('does not throw on a BigInt count', () => {
    expect(() => parseSnapshot(broken((s) => (s.pieces.galicia.red = 10n)))).not.toThrow();
  });

  it('does not throw on a cyclic value', () => {
    const cyclic: Loose = {};
    cyclic.self = cyclic;
    expect(() => parseSnapshot(broken((s) => (s.format = cyclic)))).not.toThrow();
  });
});
