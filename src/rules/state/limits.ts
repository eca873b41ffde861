import { CABALLEROS_PER_PLAYER } from './pieces';

/**
 * Every bound on what the table can enter, defined once. The engine's checks, the command and
 * record schemas, the inputs on screen and the checks of stored rows all read these, so whatever
 * one of them accepts is stored, read back and imported again unchanged.
 */
export const LIMITS = {
  /** A score on the track: far above any real game's, low enough to catch a typo's extra digits. */
  score: 9999,
  /** Caballeros of one colour in one place: a colour has 30 in all. */
  caballeros: CABALLEROS_PER_PLAYER,
  /** A player's or the dummy's name. */
  name: 40,
  /** A colour's name in a game's setup. */
  colour: 40,
  /** A game's title. */
  title: 200,
  /** The note kept with a table correction. */
  note: 200,
  /** A saved calculator board's name. */
  boardName: 40,
  /** A player's name on a calculator board. */
  boardPlayerName: 24,
  /** A described card's printed name, as the table types it. */
  cardName: 60,
  /** A described card's text, as the table types it. */
  cardText: 600,
  /** An action card's id in a record. */
  cardId: 80,
  /** Moves in one special action. */
  moves: 60,
  /** Commands in one game record. */
  commands: 5000,
  /** A value printed on a piece the texts do not price (France, the colonies), as the table enters it. */
  printedValue: 20,
  /** Players listed in a record's setup (the engine then allows 2 to 5). */
  recordPlayers: 8,
} as const;

/** The texts the table types, each with its bound above and its words in a message. */
export const TEXT_KINDS = {
  name: { max: LIMITS.name, words: 'A name' },
  colour: { max: LIMITS.colour, words: 'A colour' },
  title: { max: LIMITS.title, words: 'A title' },
  note: { max: LIMITS.note, words: 'A note' },
  boardName: { max: LIMITS.boardName, words: 'A board’s name' },
  boardPlayerName: { max: LIMITS.boardPlayerName, words: 'A name' },
  cardName: { max: LIMITS.cardName, words: 'A card’s name' },
  cardText: { max: LIMITS.cardText, words: 'A card’s text' },
} as const;

export type TextKind = keyof typeof TEXT_KINDS;
