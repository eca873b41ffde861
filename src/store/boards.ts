import type { Database } from './openDatabase';
import { DATA_VERSION, type SavedBoard } from './schema';
import { newId } from './games';
import { toStorageError } from './storageError';

/** Saves a calculator board (new, or over the board with the same id), durably, before returning. */
export async function saveBoard(db: Database, name: string, draft: unknown, id = newId(), at = Date.now()): Promise<SavedBoard> {
  const board: SavedBoard = { id, name, draft, savedAt: at, dataVersion: DATA_VERSION };
  try {
    const tx = db.transaction('boards', 'readwrite', { durability: 'strict' });
    await tx.store.put(board);
    await tx.done;
    return board;
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Saved boards, newest first. */
export async function listBoards(db: Database): Promise<SavedBoard[]> {
  return (await db.getAllFromIndex('boards', 'by-saved')).reverse();
}

export async function deleteBoard(db: Database, id: string): Promise<void> {
  try {
    const tx = db.transaction('boards', 'readwrite', { durability: 'strict' });
    await tx.store.delete(id);
    await tx.done;
  } catch (error) {
    throw toStorageError(error);
  }
}
