/** A two-player setup and the first round's cards, for the store's browser tests to write games with. */
export const SETUP = {
  type: 'setup',
  edition: 'classic',
  players: [
    { id: 'red', name: 'Ana', colour: 'red' },
    { id: 'blue', name: 'Ben', colour: 'blue' },
  ],
  king: 'castilla-la-nueva',
  homes: { red: 'galicia', blue: 'aragon' },
  startPlayer: 'red',
};

export const REVEAL = {
  type: 'reveal-cards',
  cards: { '1': 'classic/move-4-any', '2': 'classic/veto', '3': 'classic/score-5-regions', '4': 'classic/grande' },
};
