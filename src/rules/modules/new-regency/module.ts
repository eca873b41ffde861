import { defineModule } from '../defineModule';

const card = (name: string) => ({ source: '004', section: `Explanations of Special cards: ${name}` }) as const;

/** 2023 mini expansion: King-moving cards that can exile him, seat him by the Castillo, or throw Grandes in. */
export const newRegency = defineModule({
  id: 'new-regency',
  name: 'New Regency (2023)',
  editions: ['2023'],
  summary:
    'Stack 5 holds its cards instead of the King’s card. Exile puts the King in France or Portugal, where no ' +
    'region is his. Rebellion seats him beside the Castillo, which becomes his region and keeps its caballeros at ' +
    'a general scoring. Competition throws Grandes into the Castillo, where they earn their home bonus and follow ' +
    'their disks. Entourage, Chalet, Stand-in and Infiltration move the King or open his region for a turn.',
  refs: [
    { source: '004', section: 'Mini expansion “New Regency”' },
    card('Exile'),
    card('Rebellion'),
    card('Competition'),
  ],
  areas: [
    {
      id: 'france',
      type: 'exile',
      values: { from: 'none' },
      holdsAtMost: 0,
      king: true,
      grandes: false,
      mobileScoreboard: false,
      refusals: {
        grande:
          'only the exiled King stands in France on the 2023 board (2023 rules, “3. Take a turn: Place Caballeros”)',
        caballeros:
          'only the exiled King stands in France on the 2023 board: no caballero goes there (2023 rules, “3. Take a turn: Place Caballeros”)',
      },
      ref: card('Exile'),
    },
    {
      id: 'portugal',
      type: 'exile',
      values: { from: 'none' },
      holdsAtMost: 0,
      king: true,
      grandes: false,
      mobileScoreboard: false,
      refusals: {
        grande:
          'only the exiled King stands in Portugal on the 2023 board (2023 rules, “3. Take a turn: Place Caballeros”)',
        caballeros:
          'only the exiled King stands in Portugal on the 2023 board: no caballero goes there (2023 rules, “3. Take a turn: Place Caballeros”)',
      },
      ref: card('Exile'),
    },
  ],
  options: ['castilloGrandeToKing', 'rebellionGrandes'],
  kingMayStandOnCastillo: true,
  grandesMayStandInCastillo: true,
});
