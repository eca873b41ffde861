import { defineModule } from '../defineModule';

/** Where the expansion's pages write a part (Decennial rules, “Grand Inquisitor & the Colonies: …”). */
export const gic = (section: string) =>
  ({ source: '002', section: `Grand Inquisitor & the Colonies: ${section}` }) as const;
const france = gic('France');
const ship = gic('Ship');
const colonies = gic('America and the Mediterranean');
const NINE = 'only the nine regions of the board';

/** Decennial expansion: four new regions, the Grand Inquisitor's black caballeros and the Limit table. */
export const grandInquisitorColonies = defineModule({
  id: 'grand-inquisitor-colonies',
  name: 'Grand Inquisitor & the Colonies',
  editions: ['classic', 'bigbox'],
  summary:
    'France, the Ship, America and the Mediterranean are scored after Valencia. The Ambassador earns 2, the Envoy 1, ' +
    'the Viceroy 5 (and is left out of America’s majority), and only the Captain scores the Ship. The Grand ' +
    'Inquisitor’s four black caballeros are his holder’s, or an invisible player; the Limit table caps what counts ' +
    'in its region. Each colour has 36 caballeros.',
  refs: [gic('Scoring Regions'), france, ship, colonies, gic('Limit table'), gic('Caballeros of the Grand Inquisitor')],
  areas: [
    {
      id: 'france',
      type: 'region',
      values: { from: 'entered', min: 3 },
      order: 10,
      holdsAtMost: 3,
      king: true,
      grandes: true,
      mobileScoreboard: true,
      closedToLimitTable: true,
      refusals: {
        disk: `no secret disk names France, ${NINE} (Decennial rules, “Grand Inquisitor & the Colonies: The new regions”)`,
        limitTable:
          'the Limit table never stands in France (Decennial rules, “Grand Inquisitor & the Colonies: Limit table”)',
        room: 'France has only 3 spaces (Decennial rules, “Grand Inquisitor & the Colonies: France”)',
      },
      ref: france,
    },
    {
      id: 'ship',
      type: 'region',
      values: { from: 'entered', min: 1 },
      order: 11,
      king: false,
      grandes: true,
      mobileScoreboard: true,
      captainOnly: true,
      refusals: {
        king: 'the King never boards the Ship: of the new regions only France takes him (Decennial rules, “Grand Inquisitor & the Colonies: The new regions”)',
        disk: `no secret disk names the Ship, ${NINE} (Decennial rules, “Grand Inquisitor & the Colonies: The new regions”)`,
      },
      ref: ship,
    },
    {
      id: 'america',
      type: 'region',
      values: { from: 'entered', min: 3 },
      order: 12,
      king: false,
      grandes: true,
      mobileScoreboard: true,
      refusals: {
        king: 'the King never goes to America (Decennial rules, “Grand Inquisitor & the Colonies: America and the Mediterranean”)',
        disk: `no secret disk names America, ${NINE} (Decennial rules, “Grand Inquisitor & the Colonies: The new regions”)`,
      },
      ref: colonies,
    },
    {
      id: 'mediterranean',
      type: 'region',
      values: { from: 'entered', min: 3 },
      order: 13,
      king: false,
      grandes: true,
      mobileScoreboard: true,
      refusals: {
        king: 'the King never goes to the Mediterranean (Decennial rules, “Grand Inquisitor & the Colonies: America and the Mediterranean”)',
        disk: `no secret disk names the Mediterranean, ${NINE} (Decennial rules, “Grand Inquisitor & the Colonies: The new regions”)`,
      },
      ref: colonies,
    },
  ],
  black: { id: 'inquisitor', most: 4, never: [], ref: gic('Caballeros of the Grand Inquisitor') },
  roles: [
    { id: 'ambassador', area: 'france', points: 2, takenOnArrival: true, ref: france },
    { id: 'envoy', area: 'france', points: 1, takenOnArrival: true, ref: france },
    { id: 'captain', area: 'ship', points: 'first-value', takenOnArrival: true, ref: ship },
    { id: 'viceroy', area: 'america', points: 5, takenOnArrival: false, ref: colonies },
  ],
  fields: ['printedValues', 'roles', 'inquisitor', 'limitTable', 'conspiracy', 'limitTableArrivals'],
  kinds: ['new-regions', 'delivery'],
  options: ['inquisitor', 'limitOverflow', 'regionTotals', 'shipHomeBonus'],
  caballerosPerColour: 36,
  setupDisks: { caballeros: 2, ref: gic('Preparation') },
});
