import { describeRandomGames } from './_randomGames';

describeRandomGames('2023');
