/**
 * Where this device keeps the cards its tables described (the Colonies' stack 7), deck by deck: stored
 * as given and read back as stored, for the caller to read warily (`deviceDecks.ts`).
 */
export interface DeckStorage {
  /** The decks kept, as stored (nothing kept yet: undefined). */
  loadDecks(): Promise<unknown>;
  /** Keeps these decks, in place of those kept before: one write, all or nothing. */
  saveDecks(decks: unknown): Promise<void>;
}
