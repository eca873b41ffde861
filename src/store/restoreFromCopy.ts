import type { Database } from './database';
import { DISCARDED_KEY, withRestoredGames } from './discardedData';

const KEY = 'restoreFromCopy';

/**
 * Written by the upgrade that creates the main database from nothing, in the same transaction: the
 * games of the second copy are to be put back. It stays until they are, so a crash in between
 * cannot leave an empty main database taken for the truth.
 */
export const restorePendingRow = () => ({ key: KEY, value: true });

/**
 * When the main database was created from nothing (a first visit, or the browser threw the old one
 * away), puts back every game and board the second copy holds and the main database does not, in
 * one strict transaction with the removal of the mark. Without a copy the mark waits for the next open.
 */
export async function restoreFromCopy(db: Database): Promise<void> {
  const copy = db.copy;
  if (!copy || !(await db.main.get('meta', KEY))) return;
  const read = copy.transaction(['games', 'entries', 'boards'], 'readonly');
  const [games, entries, boards] = await Promise.all([
    read.objectStore('games').getAll(),
    read.objectStore('entries').getAll(),
    read.objectStore('boards').getAll(),
    read.done,
  ]);
  const tx = db.main.transaction(['games', 'entries', 'boards', 'meta'], 'readwrite', { durability: 'strict' });
  const meta = tx.objectStore('meta');
  const [pending, gamesHere, boardsHere, discarded] = await Promise.all([
    meta.get(KEY),
    tx.objectStore('games').getAllKeys(),
    tx.objectStore('boards').getAllKeys(),
    meta.get(DISCARDED_KEY),
  ]);
  if (!pending) return void (await tx.done);
  const restored = games.filter((g) => !gamesHere.includes(g.id));
  const ids = new Set(restored.map((g) => g.id));
  await Promise.all([
    ...restored.map((g) => tx.objectStore('games').put(g)),
    ...entries.filter((e) => ids.has(e.gameId)).map((e) => tx.objectStore('entries').put(e)),
    ...boards.filter((b) => !boardsHere.includes(b.id)).map((b) => tx.objectStore('boards').put(b)),
    meta.delete(KEY),
    ...(discarded ? [meta.put(withRestoredGames(discarded, restored.length))] : []),
    tx.done,
  ]);
}
