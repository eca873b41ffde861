/**
 * Random games with the 1995 variants "Moving restrictions" and "Home region advantages" together
 * (000, Variant Rules): the random player proposes only what the engine's guides allow under them.
 */
import { describeRandomGames } from './_randomGames';

describeRandomGames('classic', { modules: ['moving-restrictions', 'home-advantage'] });
describeRandomGames('bigbox', { modules: ['moving-restrictions', 'home-advantage'] });
