import { textProblem } from '../rules';
import type { Database } from './database';
import { newId } from './games';
import { DATA_VERSION, type SavedBoard } from './schema';
import { copyBoardFromMain } from './secondCopy';
import { writeStrictly } from './writeStrictly';

/** Saves a calculator board (new, or over the board with the same id), durably, before returning. */
export function saveBoard(
  db: Database,
  name: string,
  draft: unknown,
  id = newId(),
  at = Date.now(),
): Promise<SavedBoard> {
  const board: SavedBoard = { id, name, draft, savedAt: at, dataVersion: DATA_VERSION };
  return writeStrictly(
    db,
    ['boards'],
    async (tx) => {
      await tx.objectStore('boards').put(board);
      return board;
    },
    { write: (tx) => [tx.objectStore('boards').put(board)], mend: () => copyBoardFromMain(db, id) },
  );
}

/**
 * Saved boards, newest first. A row whose name cannot be shown is listed under a name saying so
 * (never left to break the list); its board itself is checked when it is loaded.
 */
export async function listBoards(db: Database): Promise<SavedBoard[]> {
  const rows = (await db.main.getAllFromIndex('boards', 'by-saved')).reverse();
  return rows.map((board) =>
    typeof board.name === 'string' && (board.name === '' || !textProblem(board.name, 'boardName'))
      ? board
      : { ...board, name: 'A board whose name cannot be read' },
  );
}

export function deleteBoard(db: Database, id: string): Promise<void> {
  return writeStrictly(
    db,
    ['boards'],
    async (tx) => {
      await tx.objectStore('boards').delete(id);
    },
    { write: (tx) => [tx.objectStore('boards').delete(id)], mend: () => copyBoardFromMain(db, id) },
  );
}

const DRAFT_KEY = 'calculatorDraft';

/** The calculator's board being entered, kept so a reload (or a closed tab) loses nothing. */
export async function loadDraft(db: Database): Promise<unknown> {
  return (await db.main.get('meta', DRAFT_KEY))?.value;
}

export function saveDraft(db: Database, draft: unknown): Promise<void> {
  return writeStrictly(db, ['meta'], async (tx) => {
    await tx.objectStore('meta').put({ key: DRAFT_KEY, value: draft });
  });
}
