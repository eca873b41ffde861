import { describeRandomGames } from './_randomGames';

describeRandomGames('bigbox');
