import { describeRandomGames } from './_randomGames';

// The other reading of a general scoring that takes Granada to 12: it falls at once.
describeRandomGames('bigbox', { modules: ['granada-1995'], moduleOptions: { granadaConquest: 'immediately' } });
