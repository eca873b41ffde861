import { describeRandomGames } from './_randomGames';

// Every 1995 variant played turn by turn and the Church, together, as 000 lets them be combined freely
// ("Variant Rules"); once under the default readings, once under the others.
describeRandomGames('classic', {
  modules: ['home-advantage', 'moving-restrictions', 'france-1995', 'granada-1995', 'church'],
});
describeRandomGames('bigbox', {
  modules: ['home-advantage', 'moving-restrictions', 'france-1995', 'granada-1995', 'church'],
  moduleOptions: {
    homeAdvantage: 'first-place',
    churchUnheld: 'neutral',
    granadaConquest: 'immediately',
    franceAccess: 'special-actions-only',
    franceFirstPlaceBonuses: 'always',
  },
});
