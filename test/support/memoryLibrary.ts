import { words } from '../../src/rules';
import type { SavedBoard } from '../../src/session/boardStorage';
import type { GameSummary } from '../../src/session/gameStorage';
import type { DiscardedData, LibraryStorage } from '../../src/session/libraryStorage';
import { readBackupRows } from '../../src/store/backupRows';
import { DATA_VERSION } from '../../src/store/schema';
import { StorageError } from '../../src/store/storageError';
import { memoryDecks } from './memoryDecks';
import { memoryStorage } from './memoryStorage';

/**
 * The games on a device, in memory: the open game's storage (see memoryStorage) and the list around
 * it. `listChanged` plays another tab announcing a change; `listeners` counts who still hears them.
 */
export function memoryLibrary(shared?: ReturnType<typeof memoryStorage>['shared']) {
  const games = memoryStorage(shared);
  const listListeners = new Set<() => void>();
  let discarded: DiscardedData | undefined;
  const boards = new Map<string, SavedBoard>();
  const summaries = () => [...games.shared.games.values()].map((g) => g.summary);
  const byLastPlayed = (a: GameSummary, b: GameSummary) => b.lastPlayedAt - a.lastPlayedAt;
  const library: LibraryStorage & {
    listChanged(): void;
    listListeners: Set<() => void>;
    discard(data: DiscardedData): void;
    games: typeof games;
    boards: typeof boards;
  } = {
    ...games,
    ...memoryDecks(),
    games,
    boards,
    listListeners,
    listChanged: () => [...listListeners].forEach((listener) => listener()),
    discard: (data) => void (discarded = data),
    listGames: async () =>
      summaries()
        .filter((g) => g.deletedAt === undefined)
        .sort(byLastPlayed),
    listDeleted: async () => summaries().filter((g) => g.deletedAt !== undefined),
    listUnreadable: async () => [],
    loadReadableHistory: async (gameId) => [...(games.shared.games.get(gameId)?.entries ?? [])],
    repairSummary: async () => undefined,
    async delete(gameId) {
      const game = games.shared.games.get(gameId);
      if (game) game.summary = { ...game.summary, deletedAt: 1 };
    },
    async restore(gameId) {
      const game = games.shared.games.get(gameId);
      if (!game) return;
      const { deletedAt: _gone, ...kept } = game.summary;
      game.summary = kept;
    },
    async purge(gameId) {
      const game = games.shared.games.get(gameId);
      if (!game) return undefined;
      games.shared.games.delete(gameId);
      return { summary: game.summary, putBack: async () => void games.shared.games.set(gameId, game) };
    },
    lastOpened: async () => undefined,
    discarded: async () => discarded,
    dismissDiscarded: async () => void (discarded = undefined),
    announceList: () => undefined,
    followList(onChange) {
      listListeners.add(onChange);
      return () => void listListeners.delete(onChange);
    },
    keepPersistent: () => undefined,
    // Memory keeps entries, not rows: each is given back as a row of this version, stored at time 0.
    async readEverything() {
      const all = [...games.shared.games.values()];
      return structuredClone({
        games: all.map(({ summary, entries }) => ({
          summary,
          entries,
          rows: entries.map((entry) => ({ entry, at: 0, dataVersion: DATA_VERSION })),
        })),
        leftOut: [],
        cutShort: all.filter((g) => g.unreadable).map((g) => g.summary.id),
        boards: [...boards.values()],
        decks: await library.loadDecks(),
      });
    },
    readBackupRows,
    async addGame(game) {
      if (games.shared.games.has(game.summary.id)) throw new StorageError(words('storage.idTaken'), 'failed');
      games.shared.games.set(game.summary.id, structuredClone({ summary: game.summary, entries: [...game.entries] }));
    },
    async extendGame(stored, game) {
      const here = games.shared.games.get(stored.id);
      if (!here || JSON.stringify(here.summary) !== JSON.stringify(stored))
        throw new StorageError(words('storage.changedElsewhere'), 'conflict');
      // As the store does: the backup's history and summary, this device's own choices for the game.
      const { prefs, deletedAt } = here.summary;
      const { prefs: _theirs, deletedAt: _theirDeletion, ...theirs } = game.summary;
      here.entries = structuredClone([...game.entries]);
      here.summary = {
        ...theirs,
        ...(prefs ? { prefs } : {}),
        ...(deletedAt !== undefined ? { deletedAt } : {}),
        entries: game.entries.length,
      };
    },
    async putBoard(board, expected) {
      const now = boards.get(board.id);
      if (expected ? JSON.stringify(now) !== JSON.stringify(expected) : now !== undefined)
        throw new StorageError(words('storage.changedElsewhere'), 'conflict');
      boards.set(board.id, structuredClone(board));
    },
  };
  return library;
}
