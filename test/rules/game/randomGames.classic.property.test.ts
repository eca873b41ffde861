import { describeRandomGames } from './_randomGames';

describeRandomGames('classic');
