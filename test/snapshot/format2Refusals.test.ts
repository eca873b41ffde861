/**
 * Every refusal of board snapshot format 2 (docs/snapshot-format.md, "Format 2: bad input"), one case
 * each: a valid board of the right modules with one thing broken, the dotted path of the field at fault,
 * and a reason that says what is wrong. The contract's four example messages are checked word for word.
 */
import { describe, expect, it } from 'vitest';
import { formatSnapshotError, parseSnapshot, snapshotErrorOf } from '../../src/snapshot/parseSnapshot';
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
import { german, say, spanish } from '../support/speech';

type Case = readonly [
  name: string,
  base: () => Loose,
  change: (s: Loose) => void,
  field: string,
  reason: RegExp | string,
];

function expectRefused(input: unknown, field: string, reason: RegExp | string): void {
  const result = parseSnapshot(input);
  if (result.ok) throw new Error(`expected a refusal at ${field}, but the snapshot was accepted`);
  expect(result.error.code).toBe('snapshot/invalid');
  const found = snapshotErrorOf(result.error);
  const error = { field: found.field, reason: say(found.reason) };
  expect(error.field).toBe(field);
  if (typeof reason === 'string') expect(error.reason).toBe(reason);
  else expect(error.reason).toMatch(reason);
  expect(say(result.error.message)).toBe(say(formatSnapshotError(found)));
  expect(say(result.error.message)).not.toMatch(/\n/);
  // Every refusal reads in German and Spanish too, each of its words found and filled in.
  for (const speaker of [german, spanish]) {
    const line = speaker.say(result.error.message);
    expect(line.startsWith(`${field}: `)).toBe(true);
    expect(line).not.toMatch(/\{[a-zA-Z]+[,}]/);
  }
}

const cases: readonly Case[] = [
  // format
  [
    'an unknown format names both formats',
    plain,
    (s) => (s.format = 'el-grande-snapshot/3'),
    'format',
    /“el-grande-snapshot\/3” is not a known format: expected “el-grande-snapshot\/1” or “el-grande-snapshot\/2”/,
  ],

  // modules and rules
  [
    'an unknown module',
    plain,
    (s) => (s.modules = ['colonies']),
    'modules.0',
    /“colonies” is not a module a board can use: use one of home-advantage, /,
  ],
  [
    'a module listed twice',
    france1995,
    (s) => s.modules.push('france-1995'),
    'modules.1',
    /“france-1995” is listed twice/,
  ],
  [
    'a 2023 module on a classic board',
    plain,
    (s) => (s.modules = ['new-regency']),
    'modules.0',
    /“new-regency” \(New Regency \(2023\)\) is played with the 2023 edition, not with the classic edition/,
  ],
  [
    'a classic module on a 2023 board',
    regency,
    (s) => s.modules.push('church'),
    'modules.1',
    /“church” .* is played with the classic edition and the Big Box, not with the 2023 edition/,
  ],
  [
    'the 1995 France with Grand Inquisitor & the Colonies',
    colonies,
    (s) => s.modules.push('france-1995'),
    'modules.1',
    /“france-1995” cannot be played with “grand-inquisitor-colonies”: .*two different Frances/,
  ],
  [
    'Grandissimo with Grand Inquisitor & the Colonies',
    grandissimo,
    (s) => s.modules.push('grand-inquisitor-colonies'),
    'modules.1',
    /“grand-inquisitor-colonies” cannot be played with “grandissimo”: .*two Grand Inquisitors/,
  ],
  [
    'an option whose module is off',
    plain,
    (s) => (s.rules.homeAdvantage = 'first-place'),
    'rules.homeAdvantage',
    /applies only with Home region advantages \(1995 variant\); add “home-advantage” to modules/,
  ],
  [
    'an unknown option value',
    colonies,
    (s) => (s.rules = { inquisitor: 'always' }),
    'rules.inquisitor',
    /“always” is not a choice of inquisitor: use holder-else-invisible, holder-else-ignored or never-count/,
  ],
  [
    'an unknown option',
    colonies,
    (s) => (s.rules = { limitOverFlow: 'chosen' }),
    'rules.limitOverFlow',
    /unknown field “limitOverFlow”/,
  ],

  // fields, areas and reserved ids without their module
  [
    'printedValues without a module that needs them',
    plain,
    (s) => (s.printedValues = { france: [3, 2, 1] }),
    'printedValues',
    /belongs to France \(1995 variant\) or Grand Inquisitor & the Colonies; add “france-1995” or “grand-inquisitor-colonies” to modules/,
  ],
  [
    'roles without France or the colonies',
    plain,
    (s) => (s.roles = {}),
    'roles',
    /belongs to France \(1995 variant\) or Grand Inquisitor & the Colonies/,
  ],
  [
    'church without the Church',
    plain,
    (s) => (s.church = { holder: 'red' }),
    'church',
    /belongs to The Church \(1995 variant\); add “church” to modules/,
  ],
  [
    'inquisitor without a Grand Inquisitor',
    plain,
    (s) => (s.inquisitor = { holder: null }),
    'inquisitor',
    /belongs to Grand Inquisitor & the Colonies or Grandissimo/,
  ],
  [
    'limitTable without the colonies',
    plain,
    (s) => (s.limitTable = { area: 'galicia', onTable: {} }),
    'limitTable',
    /belongs to Grand Inquisitor & the Colonies; add/,
  ],
  [
    'granada without Muslim Granada',
    plain,
    (s) => (s.granada = 'conquered'),
    'granada',
    /belongs to Muslim Granada \(1995 variant\)/,
  ],
  [
    'quarantine without Intrigue & the King',
    plain,
    (s) => (s.quarantine = 'galicia'),
    'quarantine',
    /belongs to Intrigue & the King; add “intrigue-king”/,
  ],
  [
    'conspiracy without its modules',
    plain,
    (s) => (s.conspiracy = false),
    'conspiracy',
    /belongs to Intrigue & the King or Grand Inquisitor & the Colonies/,
  ],
  [
    'revolution without Grandissimo',
    plain,
    (s) => (s.revolution = { grande: 'red' }),
    'revolution',
    /belongs to Grandissimo; add “grandissimo”/,
  ],
  [
    'limitTableArrivals without the colonies',
    plain,
    (s) => (s.score.limitTableArrivals = {}),
    'score.limitTableArrivals',
    /belongs to Grand Inquisitor & the Colonies/,
  ],
  [
    'interludeMoves without Grandissimo',
    plain,
    (s) => (s.score.interludeMoves = []),
    'score.interludeMoves',
    /belongs to Grandissimo/,
  ],
  [
    'a module field on an edition that plays no such module',
    regency,
    (s) => (s.church = { holder: null }),
    'church',
    /belongs to The Church \(1995 variant\), which the 2023 edition does not play/,
  ],
  [
    'an area of a module that is off',
    plain,
    (s) => (s.pieces.america = { red: 1 }),
    'pieces.america',
    /America comes with Grand Inquisitor & the Colonies; add “grand-inquisitor-colonies” to modules/,
  ],
  [
    'the King in an area of a module that is off',
    plain,
    (s) => (s.king = 'portugal'),
    'king',
    /Portugal comes with Grandissimo; add “grandissimo”/,
  ],
  [
    'the 2023 France without New Regency',
    regency,
    (s) => (s.modules = []),
    'king',
    /France comes with New Regency \(2023\)/,
  ],
  [
    'a reserved id of a module that is off',
    plain,
    (s) => (s.pieces.galicia.church = 1),
    'pieces.galicia.church',
    /“church” stands for the Church’s black caballeros, which come with The Church \(1995 variant\); add “church” to modules/,
  ],
  [
    'a player named for the black caballeros of a module that is on',
    colonies,
    (s) => (s.players[3] = 'inquisitor'),
    'players.3',
    /“inquisitor” stands for the Grand Inquisitor’s black caballeros while Grand Inquisitor & the Colonies is on; choose another id/,
  ],
  [
    'a neutral id named for the Church while it is on',
    variants1995,
    (s) => (s.neutral = ['church']),
    'neutral.0',
    /“church” stands for the Church’s black caballeros/,
  ],

  // printedValues
  [
    'printed values missing for a colony area (contract example)',
    colonies,
    (s) => delete s.printedValues.america,
    'printedValues.america',
    "missing; the colony areas' printed values are not in the rulebooks, enter the values on your America piece",
  ],
  [
    'printed values missing for the 1995 France',
    france1995,
    (s) => delete s.printedValues,
    'printedValues.france',
    /missing; .*enter the values on your France piece/,
  ],
  [
    'printed values for a region whose values are printed',
    colonies,
    (s) => (s.printedValues.galicia = [4, 2, 0]),
    'printedValues.galicia',
    /Galicia’s values are known \(4\/2\/0\): printedValues is only for areas whose values the rulebooks do not give/,
  ],
  [
    'printed values with Grandissimo, naming only the module that can join it',
    grandissimo,
    (s) => (s.printedValues = { portugal: [5] }),
    'printedValues',
    /^belongs to France \(1995 variant\); add “france-1995” to modules to use it$/,
  ],
  [
    'two printed values for America',
    colonies,
    (s) => (s.printedValues.america = [4, 2]),
    'printedValues.america',
    /lists 2 values: America prints 3 values, first place first/,
  ],
  [
    'four printed values for the Ship',
    colonies,
    (s) => (s.printedValues.ship = [3, 2, 1, 0]),
    'printedValues.ship',
    /lists 4 values: an area prints at most three/,
  ],
  [
    'a printed value above 20',
    colonies,
    (s) => (s.printedValues.france = [21, 2, 1]),
    'printedValues.france.0',
    /21 is not a printed value: values are whole numbers 0 to 20/,
  ],
  [
    'a printed value that is not whole',
    colonies,
    (s) => (s.printedValues.france = [3, 1.5, 1]),
    'printedValues.france.1',
    /1.5 is not a printed value/,
  ],
  [
    'increasing printed values',
    colonies,
    (s) => (s.printedValues.mediterranean = [4, 2, 3]),
    'printedValues.mediterranean',
    /\[4, 2, 3\] rises from one place to the next: printed values never increase/,
  ],

  // the King
  [
    'the King on the Ship',
    colonies,
    (s) => (s.king = 'ship'),
    'king',
    /the King never boards the Ship: of the new regions only France takes him \(Decennial rules, “Grand Inquisitor & the Colonies: The new regions”\)/,
  ],
  [
    'the King in America',
    colonies,
    (s) => (s.king = 'america'),
    'king',
    /the King never goes to America \(Decennial rules, “Grand Inquisitor & the Colonies: America and the Mediterranean”\)/,
  ],
  [
    'the King in the Mediterranean',
    colonies,
    (s) => (s.king = 'mediterranean'),
    'king',
    /the King never goes to the Mediterranean \(Decennial rules, “Grand Inquisitor & the Colonies: America and the Mediterranean”\)/,
  ],
  [
    'the King in the 1995 France (contract example)',
    france1995,
    (s) => (s.king = 'france'),
    'king',
    'the King may not stand in France with the 1995 France variant (1995 rules, “Variant Rules: France”)',
  ],
  [
    'the King in a Muslim Granada',
    variants1995,
    (s) => (s.king = 'granada'),
    'king',
    /the King may not stand in Granada while it is Muslim \(1995 rules, “Variant Rules: Granada”\)/,
  ],
  [
    'the King beside the Castillo without New Regency',
    plain,
    (s) => (s.king = 'castillo'),
    'king',
    /the King stands beside the Castillo only with New Regency on the 2023 board/,
  ],
  [
    'the King beside the Castillo on a 2023 board without New Regency',
    regency,
    (s) => ((s.modules = []), (s.king = 'castillo')),
    'king',
    /only with New Regency/,
  ],
  ['the King in the jail', grandissimo, (s) => (s.king = 'jail'), 'king', /the King never goes to the jail/],
  [
    'the King on the Grandissimo ship',
    grandissimo,
    (s) => (s.king = 'ship'),
    'king',
    /the King never boards the Grandissimo ship/,
  ],

  // Grandes
  [
    'a Grande in the Castillo without New Regency',
    plain,
    (s) => (s.grandes.red = 'castillo'),
    'grandes.red',
    /a Grande goes into the Castillo only with New Regency on the 2023 board/,
  ],
  [
    'a Grande in the 1995 France',
    france1995,
    (s) => (s.grandes = { red: 'france' }),
    'grandes.red',
    /a Grande may not stand in France with the 1995 France variant \(1995 rules, “Variant Rules: France”\)/,
  ],
  [
    'a Grande in a Muslim Granada',
    variants1995,
    (s) => (s.grandes.blue = 'granada'),
    'grandes.blue',
    /a Grande may not stand in Granada while it is Muslim \(1995 rules, “Variant Rules: Granada”\)/,
  ],
  [
    'a Grande in the jail',
    grandissimo,
    (s) => (s.grandes.blue = 'jail'),
    'grandes.blue',
    /a Grande never goes to the jail/,
  ],
  [
    'a Grande in an exile space',
    regency,
    (s) => (s.grandes.yellow = 'portugal'),
    'grandes.yellow',
    /only the exiled King stands in Portugal on the 2023 board/,
  ],
  [
    'a Grande for a neutral id',
    colonies,
    (s) => ((s.neutral = ['black']), (s.grandes.black = 'galicia')),
    'grandes.black',
    /“black” is neutral and has no Grande/,
  ],

  // mobile scoreboards and quarantine
  [
    'a mobile scoreboard in the jail',
    grandissimo,
    (s) => (s.mobileScoreboards = { '8-4-0': 'jail' }),
    'mobileScoreboards.8-4-0',
    /the 8-4-0 scoreboard cannot lie on the jail: nothing there is ever scored/,
  ],
  [
    'a mobile scoreboard in an exile space',
    regency,
    (s) => (s.mobileScoreboards = { '4-0-0': 'portugal' }),
    'mobileScoreboards.4-0-0',
    /cannot lie on Portugal/,
  ],
  [
    'a quarantine with no mobile scoreboard on it',
    intrigue,
    (s) => (s.quarantine = 'galicia'),
    'quarantine',
    /no mobile scoreboard lies on Galicia: the quarantine puts one there \(Decennial rules, “Grandissimo: New special actions”\)/,
  ],

  // pieces
  [
    '31 caballeros of a colour in one area',
    plain,
    (s) => (s.pieces.galicia.red = 31),
    'pieces.galicia.red',
    /31 caballeros is impossible: a colour has only 30/,
  ],
  [
    '37 caballeros of a colour with the colonies',
    colonies,
    (s) => (s.pieces.aragon = { yellow: 37 }),
    'pieces.aragon.yellow',
    /37 caballeros is impossible: a colour has only 36/,
  ],
  [
    'a colour above 30 in all',
    plain,
    (s) => (s.pieces.aragon = { red: 26 }),
    'pieces.aragon.red',
    /brings red to 31 caballeros on the board: a colour has only 30/,
  ],
  [
    'a colour above 36 in all with the colonies',
    colonies,
    (s) => (s.pieces.aragon = { red: 26 }),
    'pieces.aragon.red',
    /brings red to 37 caballeros on the board: a colour has only 36/,
  ],
  [
    'a colour above 30 in all, the jail and the ship included',
    grandissimo,
    (s) => (s.pieces.jail.red = 29),
    'pieces.jail.red',
    /brings red to 31 caballeros/,
  ],
  [
    'five Church caballeros',
    variants1995,
    (s) => (s.pieces.aragon = { church: 1 }),
    'pieces.aragon.church',
    /brings the Church’s black caballeros to 5 on the board: they are only 4/,
  ],
  [
    'Church caballeros in the Castillo',
    variants1995,
    (s) => (s.pieces.castillo.church = 1),
    'pieces.castillo.church',
    /the Church’s black caballeros never stand in the Castillo \(1995 rules, “The Church”\)/,
  ],
  [
    'Church caballeros in the 1995 France',
    france1995,
    (s) => ((s.modules = ['france-1995', 'church']), (s.pieces.france = { church: 1 })),
    'pieces.france.church',
    /the Church’s black caballeros never stand in France \(1995 rules, “The Church”\)/,
  ],
  [
    'Church caballeros in a Muslim Granada',
    variants1995,
    (s) => (s.pieces.granada.church = 1),
    'pieces.granada.church',
    /the Church’s black caballeros never stand in Granada while it is Muslim \(1995 rules, “The Church”\)/,
  ],
  [
    'five Grand Inquisitor caballeros with the colonies',
    colonies,
    (s) => (s.pieces.aragon = { inquisitor: 3 }),
    'pieces.aragon.inquisitor',
    /brings the Grand Inquisitor’s black caballeros to 5 on the board: they are only 4/,
  ],
  [
    'three Grand Inquisitor caballeros in Grandissimo',
    grandissimo,
    (s) => (s.pieces.aragon.inquisitor = 2),
    'pieces.aragon.inquisitor',
    /brings the Grand Inquisitor’s black caballeros to 3 on the board: they are only 2/,
  ],
  [
    'black caballeros on the Grandissimo ship',
    grandissimo,
    (s) => ((s.pieces.ship.inquisitor = 1), (s.pieces.aragon.inquisitor = 0)),
    'pieces.ship.inquisitor',
    /the Grand Inquisitor’s black caballeros never stand in the Ship/,
  ],
  [
    'four caballeros in France',
    colonies,
    (s) => (s.pieces.france.yellow = 1),
    'pieces.france',
    /holds 4 caballeros: France has only 3 spaces \(Decennial rules, “Grand Inquisitor & the Colonies: France”\)/,
  ],
  [
    'four caballeros in the 1995 France',
    france1995,
    (s) => (s.pieces.france.yellow = 1),
    'pieces.france',
    /holds 4 caballeros: France has only 3 spaces \(1995 rules, “Variant Rules: France”\)/,
  ],
  [
    'caballeros in an exile space',
    regency,
    (s) => (s.pieces.portugal = { red: 1 }),
    'pieces.portugal',
    /only the exiled King stands in Portugal on the 2023 board: no caballero goes there \(2023 rules, “3. Take a turn: Place Caballeros”\)/,
  ],

  // roles
  [
    'a role whose id has no caballero there',
    colonies,
    (s) => (s.roles.viceroy = 'yellow'),
    'roles.viceroy',
    /yellow has no caballero in America to stand on the Viceroy’s space/,
  ],
  [
    'one id on the Ambassador’s and the Envoy’s spaces with one caballero',
    colonies,
    (s) => (s.roles.ambassador = 'blue'),
    'roles.envoy',
    /blue stands on both the Ambassador’s and the Envoy’s spaces, which takes 2 caballeros in France; blue has 1/,
  ],
  [
    'a role of a module that is off, and never played with the modules on',
    france1995,
    (s) => (s.roles.captain = 'red'),
    'roles.captain',
    /the Captain’s space comes with Grand Inquisitor & the Colonies, which is never played with “france-1995”/,
  ],
  ['an unknown role', colonies, (s) => (s.roles.admiral = 'red'), 'roles.admiral', /unknown field “admiral”/],
  [
    'a role for an unknown id',
    colonies,
    (s) => (s.roles.captain = 'purple'),
    'roles.captain',
    /“purple” is neither a player nor neutral/,
  ],

  // the Limit table
  [
    'the Limit table in France',
    colonies,
    (s) => (s.limitTable = { area: 'france', onTable: {} }),
    'limitTable.area',
    /the Limit table never stands in France \(Decennial rules, “Grand Inquisitor & the Colonies: Limit table”\)/,
  ],
  [
    'the Limit table in the Castillo',
    colonies,
    (s) => (s.limitTable = { area: 'castillo', onTable: {} }),
    'limitTable.area',
    /the Limit table stands in a region; the Castillo is not one/,
  ],
  [
    'the Limit table in a holding area of a module that is off',
    colonies,
    (s) => (s.limitTable = { area: 'jail', onTable: {} }),
    'limitTable.area',
    /The jail comes with Grandissimo/,
  ],
  [
    'more on the Limit table than stand in its area',
    colonies,
    (s) => (s.limitTable.onTable.red = 7),
    'limitTable.onTable.red',
    /7 on the table, but red has 6 caballeros in Valencia/,
  ],
  [
    'more than 10 on the Limit table with 4 players',
    colonies,
    (s) => ((s.pieces.valencia.yellow = 3), (s.limitTable.onTable = { red: 4, blue: 4, yellow: 3 })),
    'limitTable.onTable',
    /11 caballeros on a table of 10 spaces: with 4 players the Limit table has 10 \(Decennial rules, “Grand Inquisitor & the Colonies: Limit table”\)/,
  ],
  [
    'more than 6 on the Limit table with 3 players',
    colonies,
    (s) => (
      (s.players = ['red', 'blue', 'yellow']),
      (s.grandes = {}),
      (s.pieces.america = {}),
      (s.pieces.valencia = { red: 6, blue: 5 }),
      (s.pieces.castillo = {}),
      (s.roles = {}),
      (s.castilloDestinations = {})
    ),
    'limitTable.onTable',
    /8 caballeros on a table of 6 spaces: with 3 players the Limit table has 6/,
  ],

  // holders
  [
    'the Church held by a neutral id',
    variants1995,
    (s) => ((s.neutral = ['black']), (s.church.holder = 'black')),
    'church.holder',
    /“black” is not a player: only a player holds the Church/,
  ],
  [
    'the Grand Inquisitor held by an unknown id',
    colonies,
    (s) => (s.inquisitor.holder = 'purple'),
    'inquisitor.holder',
    /“purple” is not a player: only a player holds the Grand Inquisitor/,
  ],
  [
    'a held Grand Inquisitor at a Grandissimo general scoring (contract example)',
    grandissimo,
    (s) => (
      (s.inquisitor.holder = 'red'), delete s.castilloDestinations.inquisitor, (s.castilloDestinations.red = 'galicia')
    ),
    'inquisitor.holder',
    'in Grandissimo the Grand Inquisitor leaves the court just before a general scoring (Decennial rules, “Grandissimo: notes on the Grand Inquisitor”); set it to null',
  ],

  // revolution
  [
    'a revolution whose Grande is not on the King’s region',
    grandissimo,
    (s) => (s.revolution = { grande: 'red' }),
    'revolution.grande',
    /red’s Grande stands in Portugal, but king names Sevilla.*\(Decennial rules, “Grandissimo: notes on the 6th stack cards”\)/,
  ],
  [
    'a revolution for a player without a Grande',
    grandissimo,
    (s) => (s.revolution = { grande: 'blue' }),
    'revolution.grande',
    /blue has no Grande on the board to be the Grande\/King/,
  ],

  // castilloDestinations
  [
    'no disk for a player with Castillo caballeros',
    colonies,
    (s) => delete s.castilloDestinations.green,
    'castilloDestinations.green',
    /is missing: green has caballeros in the Castillo/,
  ],
  [
    'no disk for the Grand Inquisitor’s holder, whose black caballeros are in the Castillo',
    colonies,
    (s) => ((s.pieces.castillo.inquisitor = 1), (s.pieces.galicia.inquisitor = 1), (s.inquisitor.holder = 'yellow')),
    'castilloDestinations.yellow',
    /is missing: yellow holds the Grand Inquisitor, whose black caballeros are in the Castillo/,
  ],
  [
    'no disk for the unheld Grand Inquisitor’s caballeros in the Castillo',
    grandissimo,
    (s) => delete s.castilloDestinations.inquisitor,
    'castilloDestinations.inquisitor',
    /is missing: nobody holds the Grand Inquisitor and his black caballeros are in the Castillo/,
  ],
  [
    'no disk for a Grande in the Castillo',
    regency,
    (s) => ((s.pieces.castillo = { blue: 1 }), delete s.castilloDestinations.red),
    'castilloDestinations.red',
    /is missing: red’s Grande is in the Castillo and follows the region on red’s secret disk \(2023 rules, “Explanations of Special cards: Competition”\)/,
  ],
  [
    'no disk for a Grande in the Castillo beside the King, following its disk',
    regency,
    (s) => ((s.king = 'castillo'), (s.rules = { rebellionGrandes: 'follow-disk' }), (s.castilloDestinations = {})),
    'castilloDestinations.red',
    /is missing: red’s Grande is in the Castillo/,
  ],
  [
    'no disk for a Grande under a Conspiracy',
    intrigue,
    (s) => delete s.castilloDestinations.blue,
    'castilloDestinations.blue',
    /is missing: under the Conspiracy every Grande follows its owner’s secret disk \(Decennial rules, “Grandissimo: New special actions”\)/,
  ],
  [
    'a disk naming the 1995 France',
    france1995,
    (s) => (s.castilloDestinations = { red: 'france' }),
    'castilloDestinations.red',
    /no secret disk names France \(1995 rules, “Variant Rules: France”\)/,
  ],
  [
    'a disk naming America',
    colonies,
    (s) => (s.castilloDestinations.green = 'america'),
    'castilloDestinations.green',
    /no secret disk names America, only the nine regions of the board \(Decennial rules, “Grand Inquisitor & the Colonies: The new regions”\)/,
  ],
  [
    'a disk naming Portugal',
    grandissimo,
    (s) => (s.castilloDestinations.blue = 'portugal'),
    'castilloDestinations.blue',
    /no secret disk names Portugal \(Decennial rules, “Grandissimo: Portugal”\)/,
  ],
  [
    'a disk naming an area of a module that is off',
    plain,
    (s) => (s.castilloDestinations.red = 'america'),
    'castilloDestinations.red',
    /a secret disk names one of the nine regions, never America/,
  ],
  [
    'a disk naming the Castillo',
    colonies,
    (s) => (s.castilloDestinations.green = 'castillo'),
    'castilloDestinations.green',
    /the Castillo is not a region and cannot be named here/,
  ],
  [
    'a disk naming no region, on a scoring that uses none',
    colonies,
    (s) => ((s.castilloDestinations.red = 'madrid'), (s.score = { kind: 'most' })),
    'castilloDestinations.red',
    /“madrid” is not an area/,
  ],
  [
    'a disk for the Grand Inquisitor while he is held',
    colonies,
    (s) => ((s.inquisitor.holder = 'red'), (s.castilloDestinations.inquisitor = 'galicia')),
    'castilloDestinations.inquisitor',
    /red holds the Grand Inquisitor, so his black caballeros follow red’s disk: leave this out/,
  ],

  // score.limitTableArrivals
  [
    'no choice of arrivals when the holder must choose',
    colonies,
    (s) => (s.inquisitor.holder = 'red'),
    'score.limitTableArrivals',
    /is missing: 3 Castillo caballeros arrive in Valencia for 2 free spaces on the Limit table; say how many of each go on it \(Decennial rules, “Grand Inquisitor & the Colonies: Limit table”\)/,
  ],
  [
    'no choice of arrivals under limitOverflow: chosen',
    colonies,
    (s) => (s.rules = { limitOverflow: 'chosen' }),
    'score.limitTableArrivals',
    /is missing: 3 Castillo caballeros arrive/,
  ],
  [
    'a choice of arrivals nobody makes',
    colonies,
    (s) => (s.score.limitTableArrivals = { green: 2 }),
    'score.limitTableArrivals',
    /is not needed: nobody holds the Grand Inquisitor and limitOverflow is all-off/,
  ],
  [
    'a choice of arrivals that all fit',
    colonies,
    (s) => (
      (s.inquisitor.holder = 'red'), (s.limitTable.onTable = { red: 1 }), (s.score.limitTableArrivals = { green: 3 })
    ),
    'score.limitTableArrivals',
    /is not needed: all 3 arrivals fit the 9 free spaces on the Limit table/,
  ],
  [
    'a choice of arrivals at a full table',
    colonies,
    (s) => (
      (s.inquisitor.holder = 'red'),
      (s.limitTable.onTable = { red: 5, blue: 5 }),
      (s.score.limitTableArrivals = { green: 0 })
    ),
    'score.limitTableArrivals',
    /is not needed: the Limit table is full/,
  ],
  [
    'a choice of arrivals for an id that does not arrive',
    colonies,
    (s) => ((s.inquisitor.holder = 'red'), (s.score.limitTableArrivals = { red: 2 })),
    'score.limitTableArrivals.red',
    /red has no caballero arriving in Valencia from the Castillo/,
  ],
  [
    'more chosen arrivals than arrive',
    colonies,
    (s) => ((s.inquisitor.holder = 'red'), (s.score.limitTableArrivals = { green: 4 })),
    'score.limitTableArrivals.green',
    /4 is more than the 3 green brings to Valencia/,
  ],
  [
    'chosen arrivals that leave a free space',
    colonies,
    (s) => ((s.inquisitor.holder = 'red'), (s.score.limitTableArrivals = { green: 1 })),
    'score.limitTableArrivals',
    /puts 1 on the Limit table, which has 2 free spaces: fill them exactly/,
  ],

  // score.interludeMoves
  [
    'a Free choice move out of the King’s region',
    grandissimo,
    (s) => (
      (s.pieces.sevilla = { red: 1 }),
      (s.score.interludeMoves = [{ id: 'red', from: 'sevilla', to: 'galicia', count: 1 }])
    ),
    'score.interludeMoves.0.from',
    /Free choice never moves caballeros into or out of the King’s region \(Sevilla \(Seville\)\)/,
  ],
  [
    'a Free choice move into the quarantined region',
    grandissimo,
    (s) => (
      (s.modules = ['grandissimo', 'intrigue-king']),
      (s.mobileScoreboards = { '8-4-0': 'galicia' }),
      (s.quarantine = 'galicia')
    ),
    'score.interludeMoves.0.to',
    /Galicia is quarantined, taboo like the King’s region/,
  ],
  [
    'a Free choice move of more caballeros than are there',
    grandissimo,
    (s) => (s.score.interludeMoves[0].count = 2),
    'score.interludeMoves.0.count',
    /red has 1 caballero in Aragón \(Aragon\) at that point of the scoring, not 2/,
  ],
  [
    'a second Free choice move of caballeros already moved',
    grandissimo,
    (s) => s.score.interludeMoves.push({ id: 'red', from: 'aragon', to: 'cataluna', count: 1 }),
    'score.interludeMoves.1.count',
    /red has 0 caballeros in Aragón \(Aragon\) at that point of the scoring, not 1/,
  ],
  [
    'a Free choice move of Church caballeros into the Castillo',
    grandissimo,
    (s) => (
      (s.modules = ['grandissimo', 'church']),
      (s.church = { holder: 'blue' }),
      (s.pieces.galicia = { church: 1 }),
      (s.score.interludeMoves = [{ id: 'church', from: 'galicia', to: 'castillo', count: 1 }])
    ),
    'score.interludeMoves.0.to',
    /never stand in the Castillo \(1995 rules, “The Church”\)/,
  ],
  [
    'a Free choice move of Church caballeros into the 1995 France',
    grandissimo,
    (s) => (
      (s.modules = ['grandissimo', 'church', 'france-1995']),
      (s.printedValues = { france: [3, 2, 1] }),
      (s.church = { holder: 'blue' }),
      (s.pieces.galicia = { church: 1 }),
      (s.score.interludeMoves = [{ id: 'church', from: 'galicia', to: 'france', count: 1 }])
    ),
    'score.interludeMoves.0.to',
    /never stand in France \(1995 rules, “The Church”\)/,
  ],
  [
    'a Free choice move of Church caballeros into a Muslim Granada',
    grandissimo,
    (s) => (
      (s.modules = ['grandissimo', 'church', 'granada-1995']),
      (s.granada = 'muslim'),
      (s.church = { holder: 'blue' }),
      (s.pieces.galicia = { church: 1 }),
      (s.score.interludeMoves = [{ id: 'church', from: 'galicia', to: 'granada', count: 1 }])
    ),
    'score.interludeMoves.0.to',
    /never stand in Granada while it is Muslim \(1995 rules, “The Church”\)/,
  ],
  [
    'a Free choice move that brings France past its three spaces',
    grandissimo,
    (s) => (
      (s.modules = ['grandissimo', 'france-1995']),
      (s.printedValues = { france: [3, 2, 1] }),
      (s.pieces.france = { blue: 3 }),
      (s.pieces.galicia = { red: 2 }),
      (s.score.interludeMoves = [{ id: 'red', from: 'galicia', to: 'france', count: 2 }])
    ),
    'score.interludeMoves.0.count',
    /brings France to 5 caballeros: France has only 3 spaces \(1995 rules, “Variant Rules: France”\)/,
  ],
  [
    'a Free choice move from the jail',
    grandissimo,
    (s) => (s.score.interludeMoves = [{ id: 'green', from: 'jail', to: 'galicia', count: 1 }]),
    'score.interludeMoves.0.from',
    /Free choice moves caballeros out of a region; the jail is not one/,
  ],
  [
    'a Free choice move on a scoring other than general',
    grandissimo,
    (s) => (s.score = { kind: 'most', interludeMoves: [] }),
    'score.interludeMoves',
    /Free choice moves happen only inside a general scoring \(Decennial rules, “Grandissimo: notes on the 6th stack cards”\)/,
  ],
  [
    'a choice of Limit table arrivals on a scoring other than general',
    colonies,
    (s) => (s.score = { kind: 'new-regions', limitTableArrivals: {} }),
    'score.limitTableArrivals',
    /only a general scoring brings Castillo caballeros to the Limit table/,
  ],

  // score
  [
    'an area scoring of a Muslim Granada (contract example)',
    variants1995,
    (s) => (s.score = { kind: 'area', area: 'granada' }),
    'score.area',
    'Granada is still Muslim and is never scored (1995 rules, “Variant Rules: Granada”)',
  ],
  [
    'an area scoring of a holding area',
    grandissimo,
    (s) => (s.score = { kind: 'area', area: 'jail' }),
    'score.area',
    /The jail is never scored/,
  ],
  [
    'an area scoring of an exile space',
    regency,
    (s) => (s.score = { kind: 'area', area: 'france' }),
    'score.area',
    /France is never scored/,
  ],
  [
    'an areas scoring naming an area twice, once by its 2023 name',
    regency,
    (s) => (s.score = { kind: 'areas', areas: ['toledo', 'castillo', 'castilla-la-nueva'] }),
    'score.areas.2',
    /names Toledo a second time/,
  ],
  [
    'an areas scoring naming a Muslim Granada',
    variants1995,
    (s) => (s.score = { kind: 'areas', areas: ['galicia', 'granada'] }),
    'score.areas.1',
    /Granada is still Muslim and is never scored \(1995 rules, “Variant Rules: Granada”\)/,
  ],
  [
    'an areas scoring of no area',
    colonies,
    (s) => (s.score = { kind: 'areas', areas: [] }),
    'score.areas',
    /must name at least one area/,
  ],
  [
    'unique choices naming a region no disk names',
    colonies,
    (s) => (s.score = { kind: 'unique-choices', choices: { red: 'mediterranean' } }),
    'score.choices.red',
    /no secret disk names the Mediterranean/,
  ],
  [
    'a top-value scoring of a value no area can show',
    colonies,
    (s) => (s.score = { kind: 'top-value', values: [2] }),
    'score.values.0',
    /2 is not a first value any region can show \(3, 4, 5, 6, 7, 8\)/,
  ],
  [
    'a conquest of a Granada already conquered',
    variants1995,
    (s) => (
      (s.granada = 'conquered'),
      (s.pieces.granada = { yellow: 12 }),
      (s.castilloDestinations = {}),
      (s.pieces.castillo = {}),
      (s.score = { kind: 'granada-conquest' })
    ),
    'score.kind',
    /Granada is already conquered/,
  ],
  [
    'a conquest of a Granada under 12 caballeros',
    variants1995,
    (s) => (s.score = { kind: 'granada-conquest' }),
    'score.kind',
    /Granada holds 3 caballeros: it falls only at 12 or more \(1995 rules, “Variant Rules: Granada”\)/,
  ],
  [
    'a conquest without Muslim Granada',
    plain,
    (s) => (s.score = { kind: 'granada-conquest' }),
    'score.kind',
    /“granada-conquest” belongs to Muslim Granada \(1995 variant\)/,
  ],
  [
    'a delivery that is not whole',
    colonies,
    (s) => (s.score = { kind: 'delivery', deliveries: { red: { gold: 1.5, wares: 0 } } }),
    'score.deliveries.red.gold',
    /1.5 is not a whole number of Gold discs/,
  ],
  [
    'a delivery of 6 Gold',
    colonies,
    (s) => (s.score = { kind: 'delivery', deliveries: { red: { gold: 6, wares: 0 } } }),
    'score.deliveries.red.gold',
    /6 Gold discs is impossible: the game has only 5 \(Decennial rules, “Grand Inquisitor & the Colonies: Bringing Gold and Wares to Spain”\)/,
  ],
  [
    'a delivery of 12 Wares',
    colonies,
    (s) => (s.score = { kind: 'delivery', deliveries: { red: { gold: 0, wares: 12 } } }),
    'score.deliveries.red.wares',
    /12 Wares discs is impossible: the game has only 11/,
  ],
  [
    'deliveries of 6 Gold in all',
    colonies,
    (s) => (s.score = { kind: 'delivery', deliveries: { red: { gold: 3, wares: 0 }, blue: { gold: 3, wares: 0 } } }),
    'score.deliveries',
    /delivers 6 Gold discs in all: the game has only 5 \(Decennial rules, “Grand Inquisitor & the Colonies: Bringing Gold and Wares to Spain”\)/,
  ],
  [
    'a delivery by a neutral id',
    colonies,
    (s) => ((s.neutral = ['black']), (s.score = { kind: 'delivery', deliveries: { black: { gold: 1, wares: 0 } } })),
    'score.deliveries.black',
    /“black” is neutral and delivers nothing/,
  ],
  [
    'a delivery without its Wares',
    colonies,
    (s) => (s.score = { kind: 'delivery', deliveries: { red: { gold: 1 } } }),
    'score.deliveries.red.wares',
    /is required/,
  ],
  [
    'new regions scored without the colonies',
    plain,
    (s) => (s.score = { kind: 'new-regions' }),
    'score.kind',
    /“new-regions” belongs to Grand Inquisitor & the Colonies; add “grand-inquisitor-colonies” to modules/,
  ],
  [
    'a delivery without the colonies',
    plain,
    (s) => (s.score = { kind: 'delivery', deliveries: {} }),
    'score.kind',
    /“delivery” belongs to Grand Inquisitor & the Colonies/,
  ],
  [
    'an unknown scoring kind names every kind',
    colonies,
    (s) => (s.score = { kind: 'colonies' }),
    'score.kind',
    /“colonies” is not a scoring kind: use one of general, area, areas, top-value, first-place-only, most, fewest, unique-choices, new-regions, granada-conquest, delivery/,
  ],
  [
    'granada missing with Muslim Granada',
    variants1995,
    (s) => delete s.granada,
    'granada',
    /is required with Muslim Granada \(1995 variant\): say whether Granada is still “muslim” or “conquered”/,
  ],

  // format 1's refusals, still refused
  ['an unknown field at the top', colonies, (s) => (s.colour = 'red'), 'colour', /unknown field “colour”/],
  [
    'an unknown field in the Limit table',
    colonies,
    (s) => (s.limitTable.spaces = 10),
    'limitTable.spaces',
    /unknown field “spaces”/,
  ],
  [
    'an unknown field in a move',
    grandissimo,
    (s) => (s.score.interludeMoves[0].why = 'free'),
    'score.interludeMoves.0.why',
    /unknown field “why”/,
  ],
  [
    'an unknown field in a delivery',
    colonies,
    (s) => (s.score = { kind: 'delivery', deliveries: { red: { gold: 1, wares: 0, silver: 1 } } }),
    'score.deliveries.red.silver',
    /unknown field “silver”/,
  ],
  [
    'a top-value value no region shows, with no modules',
    plain,
    (s) => (s.score = { kind: 'top-value', values: [3] }),
    'score.values.0',
    /3 is not a first value any region can show \(4, 5, 6, 7, 8\)/,
  ],
  [
    'both mobile scoreboards on one area',
    plain,
    (s) => (s.mobileScoreboards = { '8-4-0': 'toledo', '4-0-0': 'castilla-la-nueva' }),
    'mobileScoreboards.4-0-0',
    /lies on castilla-la-nueva with the 8-4-0 scoreboard: the two never share an area/,
  ],
  [
    'one area named twice through a 2023 name',
    plain,
    (s) => ((s.pieces.toledo = {}), (s.pieces['castilla-la-nueva'] = {})),
    'pieces.castilla-la-nueva',
    /names the same area as “toledo”/,
  ],
  ['a player listed twice', plain, (s) => s.players.push('red'), 'players.4', /“red” is listed twice/],
  [
    'an unknown id in the pieces',
    colonies,
    (s) => (s.pieces.galicia.purple = 1),
    'pieces.galicia.purple',
    /“purple” is neither a player nor neutral \(players: red, blue, yellow, green\)/,
  ],
];

describe('format 2 refuses a snapshot that breaks one rule', () => {
  it.each(cases)('%s', (_name, base, change, field, reason) => {
    expectRefused(changed(base, change), field, reason);
  });
});
