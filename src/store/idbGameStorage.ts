import type { GameStorage } from '../session/gameStorage';
import { announceChange, listenForChanges } from './changeFeed';
import { appendEntries, createGame, loadGame, rememberOpenedGame } from './games';
import type { Database } from './openDatabase';
import { holdGameLock, waitForGameLock } from './singleWriter';

/** The open game's storage in a browser: IndexedDB rows, a Web Lock per game, a BroadcastChannel to other tabs. */
export function idbGameStorage(db: Database): GameStorage {
  return {
    create: (summary, entries) => createGame(db, summary, entries),
    load: (gameId) => loadGame(db, gameId),
    append: (base, added, update) => appendEntries(db, base, added, update),
    lock: holdGameLock,
    waitForLock: waitForGameLock,
    announce: (gameId, entries) => announceChange({ type: 'game-changed', gameId, entries }),
    follow: (onChange) => listenForChanges((message) => message.type === 'game-changed' && onChange(message.gameId)),
    rememberOpened: (gameId) => rememberOpenedGame(db, gameId),
  };
}
