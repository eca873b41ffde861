/**
 * A card the rulebooks do not print, as the table described it the first time it was turned over
 * (Grand Inquisitor & the Colonies' stack 7): its printed numbers, what its action does among the
 * kinds the engine plays (or "table-resolved"), and its words as the table typed them. The app never
 * shows a card text of its own for such a card: only these typed words.
 */
export interface DescribedCard {
  /** The card's id in the deck and in game records: the deck's name and the card's number, "colonies-7/3". */
  readonly id: string;
  /** Its printed name, as typed. */
  readonly name: string;
  /** How many caballeros its taker places from court. */
  readonly places: number;
  /** Gold and Wares pictures on it: discs placed in the colonies when its action is performed. */
  readonly gold: number;
  readonly wares: number;
  /** What its special action does: one of the effects the engine plays, or the table's own result. */
  readonly effect: string;
  /** The card's text, as the table typed it; shown in the history beside what the action did. */
  readonly words: string;
  /**
   * Its action may wait (reading P26): its taker may keep it face up and do the action on a later turn
   * of theirs, any round; its discs are placed then.
   */
  readonly kept?: true;
  /** An Intrigue & the King card: how many caballeros its player brings from the provinces to the court. */
  readonly court?: number;
  /**
   * An Intrigue & the King card whose text opens with "may": its action may be left undone. Such a card's
   * action is required otherwise (Decennial rules, Intrigue & the King: the special action).
   */
  readonly may?: true;
}

/**
 * The decks of described cards, by the start of their cards' ids. A pile's cards are numbered 1 to its
 * size (the Colonies' stack 7); a hand deck's by their printed values, 1 to `size`, at most `cards` of
 * them (Intrigue & the King: each colour holds the same 31 values, reading P3). `fields` are the
 * printed numbers its cards carry besides their name, effect and words.
 */
export const DESCRIBED_DECKS = {
  'colonies-7': { stack: 7, size: 11, cards: 11, fields: ['places', 'gold', 'wares'] },
  intrigue: { stack: 0, size: 200, cards: 31, fields: ['court', 'may'] },
} as const;
export type DescribedDeckId = keyof typeof DESCRIBED_DECKS;

/** An effect no kind of the engine fits: the table acts and enters the result as moves on the board. */
export const TABLE_RESOLVED = 'table-resolved';
