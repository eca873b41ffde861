import { defineModule } from '../defineModule';

const ref = { source: '000', section: 'The Church' } as const;

/** 1995 variant: four black caballeros that count for whoever holds the Church. */
export const church = defineModule({
  id: 'church',
  name: 'The Church (1995 variant)',
  editions: ['classic', 'bigbox'],
  summary:
    'Four black caballeros count for the player holding the Church marker. They never enter the Castillo, France or a Muslim Granada.',
  refs: [ref],
  black: { id: 'church', most: 4, never: ['castillo'], closedToMuslimGranada: true, ref },
  fields: ['church'],
  options: ['churchUnheld', 'regionTotals', 'churchMoveFarther', 'extraCaballeros'],
});
