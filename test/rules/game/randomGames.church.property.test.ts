import { describeRandomGames } from './_randomGames';

// The Church (1995 variant) on the classic board and in the Big Box, under both readings of the unheld Church.
describeRandomGames('classic', { modules: ['church'] });
describeRandomGames('bigbox', { modules: ['church'], moduleOptions: { churchUnheld: 'neutral' } });
