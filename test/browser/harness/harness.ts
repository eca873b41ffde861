// Exposes the store (and the session over it) to browser tests, so IndexedDB is exercised in a real browser, never a fake.

import { effectiveLog, type SetupCommand } from '../../../src/rules';
import { createBackups } from '../../../src/session/backups';
import { createDeviceDecks } from '../../../src/session/deviceDecks';
import { openGameSession } from '../../../src/session/gameSession';
import { createNewGame, importRecordText } from '../../../src/session/newGames';
import * as backup from '../../../src/store/backup';
import { readBackupRows } from '../../../src/store/backupRows';
import * as boards from '../../../src/store/boards';
import { announceChange, listenForChanges } from '../../../src/store/changeFeed';
import { readDiscardedData } from '../../../src/store/discardedData';
import * as gameList from '../../../src/store/gameList';
import * as games from '../../../src/store/games';
import { idbGameStorage, idbLibraryStorage } from '../../../src/store/idbGameStorage';
import { type Database, openDatabase } from '../../../src/store/openDatabase';
import { requestPersistentStorage } from '../../../src/store/persistence';
import { DATA_VERSION, DB_VERSION } from '../../../src/store/schema';
import { COPY_BUCKET, copyGameFromMain, copyName } from '../../../src/store/secondCopy';
import { holdGameLock } from '../../../src/store/singleWriter';
import { toStorageError } from '../../../src/store/storageError';

const created = async (result: ReturnType<typeof createNewGame>) => {
  const outcome = await result;
  return outcome.ok ? outcome.value : { ok: false, reason: outcome.error.message };
};

const harness = {
  openDatabase,
  ...games,
  ...gameList,
  ...boards,
  ...backup,
  readBackupRows,
  effectiveLog,
  holdGameLock,
  listenForChanges,
  announceChange,
  toStorageError,
  readDiscardedData,
  COPY_BUCKET,
  requestPersistentStorage,
  copyName,
  copyGameFromMain,
  DATA_VERSION,
  DB_VERSION,
  createGame: (db: Database, setup: SetupCommand, title: string) =>
    created(createNewGame(idbGameStorage(db), setup, title)),
  loadLog: async (db: Database, gameId: string) => effectiveLog(await games.loadEntries(db, gameId)),
  importRecord: (db: Database, text: string) => importRecordText(idbGameStorage(db), text),
  /** A device's backups, as the games list has them. */
  backups: (db: Database) => {
    const library = idbLibraryStorage(db);
    return createBackups(library, createDeviceDecks(library), {
      before: () => undefined,
      after: async () => undefined,
    });
  },
  exportRecord: async (db: Database, gameId: string) => {
    const session = await openGameSession(idbGameStorage(db), gameId);
    const text = session?.exportText();
    session?.close();
    return text;
  },
};
(window as unknown as { store: typeof harness }).store = harness;
document.body.dataset.ready = 'yes';
