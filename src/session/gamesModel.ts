import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { recordText } from '../record/recordLog';
import { fail, ok, type Result, readLog, type SetupCommand, type Text, words } from '../rules';
import { type Backups, createBackups } from './backups';
import { continuableGame } from './continuable';
import { createDeviceDecks, type DeviceDecks } from './deviceDecks';
import { type Done, done, refuse } from './done';
import { type GameSession, openGameSession } from './gameSession';
import type { GameSummary, TablePrefs } from './gameStorage';
import type { DiscardedData, LibraryStorage, RemovedGame } from './libraryStorage';
import { type Created, copyReadablePart, createNewGame, importRecordFile } from './newGames';
import type { FinishedGames } from './playedModel';
import { type PlayResult, playResult } from './playResult';
import { storageProblem, storageRefusal } from './storageProblem';
import { createUnreadableGames, type UnreadableGamesModel } from './unreadableGames';

/** The shape of the ids this app gives games (random UUIDs), with room to spare. */
const STORED_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A game's record file: its text, and the title to name the file by. */
export interface ExportedRecord {
  readonly text: string;
  readonly title: string;
}

export interface GamesModel {
  /** Games not deleted, most recently played first. */
  readonly games: ReadonlySignal<readonly GameSummary[]>;
  readonly deleted: ReadonlySignal<readonly GameSummary[]>;
  /** Games whose summary cannot be read: listed apart, with export and repair. */
  readonly unreadable: UnreadableGamesModel;
  /** The game open now. */
  readonly current: ReadonlySignal<GameSession | undefined>;
  /** Why the last game asked for could not be opened, for the games list to say. */
  readonly openProblem: ReadonlySignal<Text | undefined>;
  /** The browser threw the stored games away (it said so as the database opened): the list says so until dismissed. */
  readonly discarded: ReadonlySignal<DiscardedData | undefined>;
  /** The game last removed for good, kept while the list is open so the removal can be undone. */
  readonly purged: ReadonlySignal<RemovedGame | undefined>;
  /** Home's "Continue": the game this device had open last, while it is still here. */
  readonly continuable: ReadonlySignal<GameSummary | undefined>;
  /** The player has read that the stored games were lost: the notice goes. */
  dismissDiscarded(): Promise<Done>;
  refresh(): Promise<void>;
  open(id: string): Promise<Done>;
  close(): void;
  /** A new game from the setup screen, opened at once. */
  create(setup: SetupCommand, title: string, prefs: TablePrefs): Promise<Done>;
  importRecordFile(file: Blob): Promise<Done>;
  /** The open game's readable part as a new game, opened to go on with (a row of its history cannot be read). */
  copyReadable(): Promise<Done>;
  /** A game's record file, or why it cannot be made. */
  exportRecord(id: string): Promise<Result<ExportedRecord>>;
  /** A finished game's result, to share or log, or why it has none. */
  result(id: string): Promise<Result<PlayResult>>;
  /** The finished games not deleted, with their results, newest first: what the played-games screen counts. */
  finishedGames(): Promise<Result<FinishedGames>>;
  remove(id: string): Promise<Done>;
  restore(id: string): Promise<Done>;
  /** Removes a deleted game and its log from this device; `undoPurge` puts it back while the list stays open. */
  purge(id: string): Promise<Done>;
  /** Puts back the game last removed, as it was. */
  undoPurge(): Promise<Done>;
  /** The list was left: a removal can no longer be undone. */
  forgetPurged(): void;
  /** The cards this device's tables described, kept for their next turning over and shared as deck files. */
  readonly decks: DeviceDecks;
  /** Everything on this device to one file, and such a file restored here. */
  readonly backups: Backups;
  /** Stops hearing other tabs and closes the open game; nothing here changes afterwards. */
  dispose(): void;
}

/**
 * The games on this device, and the one open now (a session). This model only lists, opens and
 * closes; everything a game does goes through its session.
 */
export function createGamesModel(storage: LibraryStorage): GamesModel {
  const games = signal<readonly GameSummary[]>([]);
  const deleted = signal<readonly GameSummary[]>([]);
  const current = signal<GameSession | undefined>(undefined);
  const openProblem = signal<Text | undefined>(undefined);
  const lastOpenedId = signal<string | undefined>(undefined);
  const purged = signal<RemovedGame | undefined>(undefined);
  const discarded = signal<DiscardedData | undefined>(undefined);
  let disposed = false;
  void storage.discarded().then(
    (data) => void (disposed || (discarded.value = data)),
    () => undefined,
  );
  void storage.lastOpened().then(
    (id) => void (disposed || (lastOpenedId.value ??= id)),
    () => undefined,
  );
  const continuable = computed(() => continuableGame(games.value, lastOpenedId.value));
  const decks = createDeviceDecks(storage);
  void decks.load().catch(() => undefined);

  const unreadable = createUnreadableGames(storage, () => {
    storage.announceList();
    void refresh();
  });
  async function refresh() {
    if (disposed) return;
    const [listed, gone] = await Promise.all([storage.listGames(), storage.listDeleted()]);
    if (disposed) return;
    games.value = listed;
    deleted.value = gone;
    await unreadable.refresh();
  }
  void refresh().catch(() => undefined);
  // A restore closes the open game first (it may extend its history), and lists the games again after.
  const backups = createBackups(storage, decks, {
    before: close,
    after: async () => {
      storage.keepPersistent();
      storage.announceList();
      await refresh();
    },
  });
  const stopFollowing = storage.followList(() => void refresh().catch(() => undefined));

  // This tab does not hear its own writes: the list catches up with the open game when it closes.
  function close() {
    if (!current.value) return;
    current.value.close();
    current.value = undefined;
    void refresh().catch(() => undefined);
  }

  // Opening runs one at a time: a double tap on Continue must not leave a second session holding the lock.
  let opening: Promise<unknown> = Promise.resolve();
  function open(id: string): Promise<Done> {
    const run = opening.then(() => openNow(id));
    opening = run.catch(() => undefined);
    return run;
  }

  async function openNow(id: string): Promise<Done> {
    if (disposed) return refuse('session/closed', words('session.libraryClosed'));
    if (current.value?.id === id && !current.value.readOnly.value) return done();
    close();
    const missing = (): Done => {
      openProblem.value = words('session.notOnDevice');
      return refuse('session/no-game', openProblem.value);
    };
    // An id from the address bar is only text: one no game here could have is not looked up at all.
    if (!STORED_ID.test(id)) return missing();
    try {
      const session = await openGameSession(storage, id, decks);
      if (!session) return missing();
      // Closed while it was opening: the game is let go at once, its lock with it.
      if (disposed) {
        session.close();
        return refuse('session/closed', words('session.libraryClosed'));
      }
      openProblem.value = undefined;
      current.value = session;
      lastOpenedId.value = id;
      return done();
    } catch (error) {
      const problem = storageProblem(error);
      openProblem.value = problem.message;
      return { ok: false, error: problem };
    }
  }

  /** A change to the game list, told to other tabs; a storage failure comes back in words. */
  async function listChange(change: () => Promise<unknown>): Promise<Done> {
    try {
      await change();
      storage.announceList();
      await refresh();
      return done();
    } catch (error) {
      return storageRefusal(error);
    }
  }

  /** A game just stored: listed here and in other tabs, and opened when the table starts it now. */
  async function stored(created: Created, openIt: boolean): Promise<Done> {
    if (!created.ok) return created;
    storage.keepPersistent();
    storage.announceList();
    await refresh().catch(() => undefined);
    return openIt ? open(created.value.id) : done();
  }

  return {
    games,
    deleted,
    unreadable,
    current,
    openProblem,
    discarded,
    purged,
    continuable,
    decks,
    backups,
    async dismissDiscarded() {
      try {
        await storage.dismissDiscarded();
        discarded.value = undefined;
        return done();
      } catch (error) {
        return storageRefusal(error);
      }
    },
    refresh,
    open,
    close,
    create: async (setup, title, prefs) => stored(await createNewGame(storage, setup, title, prefs), true),
    importRecordFile: async (file) => stored(await importRecordFile(storage, file), false),
    async copyReadable() {
      const open = current.value;
      if (!open) return refuse('session/no-game', words('session.noGameOpen'));
      return stored(await copyReadablePart(storage, open), true);
    },
    async exportRecord(id) {
      const open = current.value;
      if (open?.id === id) return ok({ text: open.exportText(), title: open.summary.value.title });
      try {
        const game = await storage.load(id);
        if (!game) return fail('session/no-game', words('session.gameGone'));
        return ok({ text: recordText(readLog(game.entries).log, game.summary.title), title: game.summary.title });
      } catch (error) {
        return storageRefusal(error);
      }
    },
    async result(id) {
      const open = current.value;
      if (open?.id === id) return playResult(open.summary.value, open.log.value);
      try {
        const game = await storage.load(id);
        if (!game) return fail('session/no-game', words('session.gameGone'));
        return playResult(game.summary, readLog(game.entries).log);
      } catch (error) {
        return storageRefusal(error);
      }
    },
    async finishedGames() {
      try {
        const results: PlayResult[] = [];
        let withoutResult = 0;
        for (const summary of (await storage.listGames()).filter((g) => g.over)) {
          const open = current.value;
          const log =
            open?.id === summary.id ? open.log.value : readLog((await storage.load(summary.id))?.entries ?? []).log;
          const result = playResult(summary, log);
          if (result.ok) results.push(result.value);
          else withoutResult += 1;
        }
        return ok({ results: results.sort((a, b) => b.endedAt - a.endedAt), withoutResult });
      } catch (error) {
        return storageRefusal(error);
      }
    },
    remove: (id) =>
      listChange(async () => {
        await storage.delete(id);
        if (current.value?.id === id) close();
      }),
    restore: (id) => listChange(() => storage.restore(id)),
    purge: (id) =>
      listChange(async () => {
        purged.value = (await storage.purge(id)) ?? purged.value;
      }),
    undoPurge() {
      const game = purged.value;
      if (!game) return Promise.resolve(refuse('session/nothing-removed', words('session.nothingRemoved')));
      return listChange(async () => {
        await game.putBack();
        purged.value = undefined;
      });
    },
    forgetPurged: () => void (purged.value = undefined),
    dispose() {
      if (disposed) return;
      disposed = true;
      stopFollowing();
      current.value?.close();
      current.value = undefined;
    },
  };
}
