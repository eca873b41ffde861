import { canonicalJson as canonical } from '../../src/jsonText';
import type { EntryWritten } from './writeWatch';

/**
 * Every history entry the app asked IndexedDB to add, by game and place, kept in this process's
 * memory where no kill reaches: what an acknowledged entry must still hold when the game is reopened.
 * A place written again (after a write that never landed) holds the later entry, the one shown.
 */
export function createLedger() {
  const games = new Map<string, Map<number, string>>();
  return {
    record({ gameId, seq, entry }: EntryWritten): void {
      if (!games.has(gameId)) games.set(gameId, new Map());
      games.get(gameId)!.set(seq, canonical(entry));
    },
    /**
     * An entry found stored that the screen had not yet shown as done (its write was under way at
     * the kill): shown now, so from now on it must be kept as found. The page's word that it was
     * written may never have reached this process, as the kill can come first.
     */
    adopt(gameId: string, seq: number, entry: unknown): void {
      if (!games.has(gameId)) games.set(gameId, new Map());
      games.get(gameId)!.set(seq, canonical(entry));
    },
    /** What the app last wrote at a place, as text, if it wrote there. */
    written: (gameId: string, seq: number): string | undefined => games.get(gameId)?.get(seq),
    /** How many of the first `upTo` stored entries are, in order, the ones the app wrote there. */
    kept(gameId: string, stored: readonly unknown[], upTo: number): number {
      const written = games.get(gameId);
      let kept = 0;
      while (kept < Math.min(upTo, stored.length) && written?.get(kept) === canonical(stored[kept])) kept += 1;
      return kept;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
