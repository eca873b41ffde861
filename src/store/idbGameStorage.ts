import type { GameStorage } from '../session/gameStorage';
import type { LibraryStorage } from '../session/libraryStorage';
import { addBackedUpGame, extendGame, putBoard, readEverything } from './backup';
import { readBackupRows } from './backupRows';
import { announceChange, listenForChanges } from './changeFeed';
import { readDecks, writeDecks } from './decks';
import { dismissDiscardedData, readDiscardedData } from './discardedData';
import { lastOpenedGame, listDeletedGames, listGames } from './gameList';
import {
  appendEntries,
  createGame,
  deleteGame,
  listUnreadableGames,
  loadGame,
  loadReadableHistory,
  purgeGame,
  putBackPurgedGame,
  rememberOpenedGame,
  repairSummary,
  restoreGame,
} from './games';
import type { Database } from './openDatabase';
import { requestPersistentStorage } from './persistence';
import { holdGameLock, waitForGameLock } from './singleWriter';
import { withStorageErrors as stored } from './storageError';

/** The open game's storage in a browser: IndexedDB rows, a Web Lock per game, a BroadcastChannel to other tabs. */
export function idbGameStorage(db: Database): GameStorage {
  return {
    create: (summary, entries) => stored(createGame(db, summary, entries)),
    load: (gameId) => stored(loadGame(db, gameId)),
    append: (base, added, update) => stored(appendEntries(db, base, added, update)),
    lock: holdGameLock,
    waitForLock: waitForGameLock,
    announce: (gameId, entries) => announceChange({ type: 'game-changed', gameId, entries }),
    follow: (onChange) => listenForChanges((message) => message.type === 'game-changed' && onChange(message.gameId)),
    rememberOpened: (gameId) => stored(rememberOpenedGame(db, gameId)),
  };
}

/** The games on this device in a browser: the same database, and the same channel to other tabs. */
export function idbLibraryStorage(db: Database): LibraryStorage {
  return {
    ...idbGameStorage(db),
    loadDecks: () => stored(readDecks(db)),
    saveDecks: (decks) => stored(writeDecks(db, decks)),
    listGames: () => stored(listGames(db)),
    listDeleted: () => stored(listDeletedGames(db)),
    listUnreadable: () => stored(listUnreadableGames(db)),
    loadReadableHistory: (gameId) => stored(loadReadableHistory(db, gameId)),
    repairSummary: (gameId, rebuilt) => stored(repairSummary(db, gameId, rebuilt).then(() => undefined)),
    delete: (gameId) => stored(deleteGame(db, gameId)),
    restore: (gameId) => stored(restoreGame(db, gameId)),
    purge: (gameId) =>
      stored(
        purgeGame(db, gameId).then(
          (removed) => removed && { summary: removed.summary, putBack: () => stored(putBackPurgedGame(db, removed)) },
        ),
      ),
    lastOpened: () => stored(lastOpenedGame(db)),
    discarded: () => stored(readDiscardedData(db)),
    dismissDiscarded: () => stored(dismissDiscardedData(db)),
    announceList: () => announceChange({ type: 'games-listed' }),
    followList: (onChange) => listenForChanges(() => onChange()),
    keepPersistent: () => void requestPersistentStorage().catch(() => undefined),
    readEverything: () => stored(readEverything(db)),
    readBackupRows,
    addGame: (game) => stored(addBackedUpGame(db, game)),
    extendGame: (base, game) => stored(extendGame(db, base, game)),
    putBoard: (board, here) => stored(putBoard(db, board, here)),
  };
}
