import { describeRandomGames } from './_randomGames';

// The three 2023 mini expansions together: New Regency's fifth stack, Old Hands' cards and Power Shift's modifiers.
describeRandomGames('2023', { modules: ['new-regency', 'old-hands', 'power-shift'] });
