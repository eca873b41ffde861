import type { DeckStorage } from '../../src/session/deckStorage';

/** The device's kept decks in memory, stored and read back as copies, as IndexedDB gives them. */
export function memoryDecks(initial?: unknown): DeckStorage & { stored(): unknown; saves: number } {
  let kept: unknown = initial === undefined ? undefined : structuredClone(initial);
  const storage = {
    saves: 0,
    stored: () => kept,
    loadDecks: async () => structuredClone(kept),
    async saveDecks(decks: unknown) {
      kept = structuredClone(decks);
      storage.saves += 1;
    },
  };
  return storage;
}
