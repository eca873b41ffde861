import type { GameSummary } from '../../src/session/gameStorage';
import type { DiscardedData, LibraryStorage } from '../../src/session/libraryStorage';
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
  const summaries = () => [...games.shared.games.values()].map((g) => g.summary);
  const byLastPlayed = (a: GameSummary, b: GameSummary) => b.lastPlayedAt - a.lastPlayedAt;
  const library: LibraryStorage & {
    listChanged(): void;
    listListeners: Set<() => void>;
    discard(data: DiscardedData): void;
    games: typeof games;
  } = {
    ...games,
    ...memoryDecks(),
    games,
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
  };
  return library;
}
