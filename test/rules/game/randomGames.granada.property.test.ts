import { describeRandomGames } from './_randomGames';

describeRandomGames('classic', { modules: ['granada-1995'] });
