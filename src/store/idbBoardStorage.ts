import type { BoardStorage } from '../session/boardStorage';
import { deleteBoard, listBoards, loadDraft, saveBoard, saveDraft } from './boards';
import type { Database } from './openDatabase';
import { requestPersistentStorage } from './persistence';
import { withStorageErrors as stored } from './storageError';

/** The calculator's boards in a browser: IndexedDB rows, copied to the second copy as they are written. */
export function idbBoardStorage(db: Database): BoardStorage {
  return {
    list: () => stored(listBoards(db)),
    save: (name, draft, id, at) => stored(saveBoard(db, name, draft, id, at)),
    remove: (id) => stored(deleteBoard(db, id)),
    loadDraft: () => stored(loadDraft(db)),
    keepDraft: (draft) => stored(saveDraft(db, draft)),
    keepPersistent: () => void requestPersistentStorage().catch(() => undefined),
  };
}
