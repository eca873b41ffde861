import { describeRandomGames } from './_randomGames';

describeRandomGames('2023', { modules: ['new-regency'] });
