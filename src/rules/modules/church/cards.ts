import type { ModuleCards } from '../../cards/moduleCards';

/**
 * The Church (000, "The Church"): one card alone in a sixth pile, like the King's card in the fifth: face up
 * every round, placing 3.
 */
export const churchCards: ModuleCards = {
  editions: ['classic', 'bigbox'],
  cards: [
    {
      id: 'classic/church-card',
      name: 'The Church card',
      stack: 6,
      effect: 'church-card',
      copies: 1,
      places: 3,
      everyRound: true,
    },
  ],
  standsFor: {},
};
