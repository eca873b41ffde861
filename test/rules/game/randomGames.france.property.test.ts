import { describeRandomGames } from './_randomGames';

// France (1995 variant) on the classic board and in the Big Box, under both readings of where it lies.
describeRandomGames('classic', { modules: ['france-1995'] });
describeRandomGames('bigbox', { modules: ['france-1995'], moduleOptions: { franceAccess: 'special-actions-only' } });
