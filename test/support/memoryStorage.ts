import type { LogEntry } from '../../src/rules';
import { words } from '../../src/rules';
import type { GameStorage, GameSummary, UnreadableEntry } from '../../src/session/gameStorage';
import { DATA_VERSION } from '../../src/store/schema';
import { StorageError } from '../../src/store/storageError';

/**
 * The session's storage in memory, with the same rules as IndexedDB's: a write is all or nothing,
 * appends only after exactly the entries expected, one lock holder per game, and every write is
 * heard by the other "tabs" sharing the same memory.
 */
export function memoryStorage(
  shared = {
    games: new Map<string, { summary: GameSummary; entries: LogEntry[]; unreadable?: UnreadableEntry }>(),
    locks: new Set<string>(),
    listeners: new Set<(id: string) => void>(),
    waiting: [] as (() => void)[],
  },
) {
  const writes: { gameId: string; added: number }[] = [];
  const waiting = shared.waiting;
  let failNext: Error | undefined;
  const storage: GameStorage & { writes: typeof writes; failNextWrite(error: Error): void; shared: typeof shared } = {
    shared,
    writes,
    failNextWrite(error) {
      failNext = error;
    },
    async create(created, entries) {
      if (failNext) throw takeFailure();
      const summary: GameSummary = { ...created, dataVersion: DATA_VERSION };
      shared.games.set(summary.id, { summary, entries: [...entries] });
      return summary;
    },
    async load(gameId) {
      const game = shared.games.get(gameId);
      return game
        ? structuredClone({
            summary: game.summary,
            entries: game.entries,
            ...(game.unreadable ? { unreadable: game.unreadable } : {}),
          })
        : undefined;
    },
    async append(base, added, update) {
      if (failNext) throw takeFailure();
      const gameId = base.id;
      const game = shared.games.get(gameId);
      if (!game) throw new StorageError(words('storage.gameGone'), 'failed');
      if (game.entries.length !== base.entries || JSON.stringify(game.summary) !== JSON.stringify(base))
        throw new StorageError(words('storage.changedElsewhere'), 'conflict');
      const checked = typeof update === 'function' ? update() : update;
      if (!checked) return undefined;
      game.entries.push(...structuredClone([...added]));
      game.summary = { ...base, ...checked, entries: game.entries.length };
      writes.push({ gameId, added: added.length });
      return structuredClone(game.summary);
    },
    async lock(gameId) {
      if (shared.locks.has(gameId)) return { held: false };
      shared.locks.add(gameId);
      return { held: true, release: () => releaseLock(gameId) };
    },
    waitForLock(gameId, signal) {
      return new Promise((resolve) => {
        const tryTake = () => {
          if (signal.aborted) return resolve(undefined);
          if (shared.locks.has(gameId)) return void waiting.push(tryTake);
          shared.locks.add(gameId);
          resolve(() => releaseLock(gameId));
        };
        signal.addEventListener('abort', () => resolve(undefined));
        tryTake();
      });
    },
    announce(gameId) {
      for (const listener of shared.listeners) listener(gameId);
    },
    follow(onChange) {
      shared.listeners.add(onChange);
      return () => shared.listeners.delete(onChange);
    },
    async rememberOpened() {},
  };
  function releaseLock(gameId: string) {
    shared.locks.delete(gameId);
    for (const next of waiting.splice(0)) next();
  }
  function takeFailure() {
    const error = failNext!;
    failNext = undefined;
    return error;
  }
  return storage;
}
