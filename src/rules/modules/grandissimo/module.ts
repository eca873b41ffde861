import { defineModule } from '../defineModule';

const portugal = { source: '002', section: 'Grandissimo: Portugal' } as const;
const inquisitor = { source: '002', section: 'Grandissimo: Grand Inquisitor' } as const;

/** Decennial expansion: Portugal, the jail, a ship that is never scored, two black caballeros. */
export const grandissimo = defineModule({
  id: 'grandissimo',
  name: 'Grandissimo',
  editions: ['classic', 'bigbox'],
  summary:
    'Portugal pays 5 to its sole first place and nothing below. The jail and the ship hold caballeros that count ' +
    'nowhere. The Grand Inquisitor’s two black caballeros are his holder’s; he leaves his holder just before a ' +
    'general scoring. Free choice moves caballeros inside a general scoring; Revolution makes a Grande the King.',
  refs: [portugal, inquisitor, { source: '002', section: 'Grandissimo: notes on the 6th stack cards' }],
  areas: [
    {
      id: 'portugal',
      type: 'region',
      values: { from: 'printed', values: [5, 0, 0] },
      order: 14,
      king: true,
      grandes: true,
      mobileScoreboard: true,
      refusals: { disk: 'no secret disk names Portugal (Decennial rules, “Grandissimo: Portugal”)' },
      ref: portugal,
    },
    {
      id: 'ship',
      type: 'holding',
      values: { from: 'none' },
      king: false,
      grandes: false,
      mobileScoreboard: false,
      refusals: {
        king: 'the King never boards the Grandissimo ship: only caballeros go on it (Decennial rules, “Grandissimo: the ship”)',
        grande:
          'a Grande never boards the Grandissimo ship: only caballeros go on it (Decennial rules, “Grandissimo: the ship”)',
      },
      ref: { source: '002', section: 'Grandissimo: the ship' },
    },
    {
      id: 'jail',
      type: 'holding',
      values: { from: 'none' },
      king: false,
      grandes: false,
      mobileScoreboard: false,
      openToBlack: true,
      refusals: {
        king: 'the King never goes to the jail: only caballeros are jailed (Decennial rules, “Grandissimo: Jail”)',
        grande: 'a Grande never goes to the jail: only caballeros are jailed (Decennial rules, “Grandissimo: Jail”)',
      },
      ref: { source: '002', section: 'Grandissimo: Jail' },
    },
  ],
  black: { id: 'inquisitor', most: 2, never: [], leavesHolderBeforeGeneralScoring: true, ref: inquisitor },
  fields: ['inquisitor', 'revolution', 'interludeMoves'],
  options: ['inquisitor', 'regionTotals'],
});
