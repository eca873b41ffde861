import { computed, signal } from '@preact/signals';
import { recordText } from '../../record/recordLog';


import { readLog, type SetupCommand } from '../../rules';
import { openGameSession, type GameSession, type Outcome } from '../../session/gameSession';
import { copyReadablePart, createNewGame, importRecordFile } from '../../session/newGames';
import type { TablePrefs } from '../../session/tablePrefs';
import { announceChange, listenForChanges } from '../../store/changeFeed';
import { dismissDiscardedData, readDiscardedData, type DiscardedData } from '../../store/discardedData';
import { deleteGame, lastOpenedGame, listDeletedGames, listGames, loadGame, purgeGame, putBackPurgedGame, restoreGame, type PurgedGame } from '../../store/games';
import { idbGameStorage } from '../../store/idbGameStorage';
import { createUnreadableGames } from './unreadableGames';
import type { Database } from '../../store/openDatabase';
import { requestPersistentStorage } from '../../store/persistence';
import type { GameSummary } from '../../store/schema';

/** The shape of the ids this app gives games (random UUIDs), with room to spare. */
const STORED_ID = /^[A-Za-z0-9_-]{1,100}$/;

const failed = (error: unknown): Outcome => ({ ok: false, error: { code: 'storage/failed', message: (error as Error).message } });

/**
 * The games on this device, and the one open now (a session: see src/session). This model only
 * lists, opens and closes; everything a game does goes through its session.
 */
export function createGamesModel(db: Database) {
  const storage = idbGameStorage(db);
  const games = signal<GameSummary[]>([]);
  const deleted = signal<GameSummary[]>([]);
  const current = signal<GameSession | undefined>(undefined);
  /** Why the last game asked for could not be opened, for the games list to say. */
  const openProblem = signal<string | undefined>(undefined);
  const lastOpenedId = signal<string | undefined>(undefined);
  /** The game last removed for good, kept here while the list is open so the removal can be undone. */
  const purged = signal<PurgedGame | undefined>(undefined);
  /** The browser threw the stored games away (it said so as the database opened): the list says so until dismissed. */
  const discarded = signal<DiscardedData | undefined>(undefined);
  void readDiscardedData(db).then((data) => (discarded.value = data), () => undefined);
  void lastOpenedGame(db).then((id) => (lastOpenedId.value ??= id), () => undefined);
  /** Home's "Continue": the game this device had open last, while it is still here. */
  const continuable = computed(() => games.value.find((g) => g.id === lastOpenedId.value) ?? games.value[0]);

  /** Games whose summary cannot be read: listed apart, with export and repair. */
  const unreadable = createUnreadableGames(db, () => {
    announceChange({ type: 'games-listed' });
    void refresh();
  });
  async function refresh() {
    games.value = await listGames(db);
    deleted.value = await listDeletedGames(db);
    await unreadable.refresh();
  }
  void refresh();
  listenForChanges(() => void refresh());

  // This tab does not hear its own writes: the list catches up with the open game when it closes.
  function close() {
    if (!current.value) return;
    current.value.close();
    current.value = undefined;
    void refresh();
  }

  // Opening runs one at a time: a double tap on Continue must not leave a second session holding the lock.
  let opening: Promise<unknown> = Promise.resolve();
  function open(id: string): Promise<Outcome> {
    const run = opening.then(() => openNow(id));
    opening = run.catch(() => undefined);
    return run;
  }

  async function openNow(id: string): Promise<Outcome> {
    if (current.value?.id === id && !current.value.readOnly.value) return { ok: true };
    close();
    const missing = (): Outcome => {
      openProblem.value = 'That game is not on this device: it may have been removed, or played on another device.';
      return { ok: false, error: { code: 'session/no-game', message: openProblem.value } };
    };
    // An id from the address bar is only text: one no game here could have is not looked up at all.
    if (!STORED_ID.test(id)) return missing();
    try {
      const session = await openGameSession(storage, id);
      if (!session) return missing();
      openProblem.value = undefined;
      current.value = session;
      lastOpenedId.value = id;
      return { ok: true };
    } catch (error) {
      openProblem.value = (error as Error).message;
      return failed(error);
    }
  }

  /** A change to the game list, told to other tabs; a storage failure comes back in words. */
  async function listChange(change: () => Promise<unknown>): Promise<Outcome> {
    try {
      await change();
      announceChange({ type: 'games-listed' });
      await refresh();
      return { ok: true };
    } catch (error) {
      return failed(error);
    }
  }

  /** A game just stored: listed here and in other tabs, and opened when the table starts it now. */
  async function stored(created: Awaited<ReturnType<typeof createNewGame>>, openIt: boolean): Promise<Outcome> {
    if (!created.ok) return created;
    void requestPersistentStorage();
    announceChange({ type: 'games-listed' });
    await refresh();
    return openIt ? open(created.game.id) : { ok: true };
  }

  return {
    games,
    deleted,
    unreadable,
    current,
    openProblem,
    discarded,
    /** The player has read that the stored games were lost: the notice goes. */
    async dismissDiscarded(): Promise<void> {
      await dismissDiscardedData(db);
      discarded.value = undefined;
    },
    refresh,
    open,
    close,
    continuable,
    create: async (setup: SetupCommand, title: string, prefs: TablePrefs) => stored(await createNewGame(storage, setup, title, prefs), true),
    importRecordFile: async (file: Blob) => stored(await importRecordFile(storage, file), false),
    /** The open game's readable part as a new game, opened to go on with (a row of its history cannot be read). */
    async copyReadable(): Promise<Outcome> {
      const open = current.value;
      if (!open) return { ok: false, error: { code: 'session/no-game', message: 'No game is open.' } };
      return stored(await copyReadablePart(storage, open), true);
    },
    /** A game's record file, or why it cannot be made. */
    async exportRecord(id: string): Promise<{ ok: true; text: string; title: string } | Extract<Outcome, { ok: false }>> {
      const open = current.value;
      if (open?.id === id) return { ok: true, text: open.exportText(), title: open.summary.value.title };
      try {
        const game = await loadGame(db, id);
        if (!game) return { ok: false, error: { code: 'session/no-game', message: 'That game is no longer on this device.' } };
        return { ok: true, text: recordText(readLog(game.entries).log, game.summary.title), title: game.summary.title };
      } catch (error) {
        return failed(error) as Extract<Outcome, { ok: false }>;
      }
    },
    remove: (id: string) =>
      listChange(async () => {
        await deleteGame(db, id);
        if (current.value?.id === id) close();
      }),
    restore: (id: string) => listChange(() => restoreGame(db, id)),
    purged,
    /** Removes a deleted game and its log from this device; `undoPurge` puts it back while the list stays open. */
    purge: (id: string) =>
      listChange(async () => {
        purged.value = (await purgeGame(db, id)) ?? purged.value;
      }),
    /** Puts back the game last removed, as it was. */
    undoPurge: (): Promise<Outcome> => {
      const game = purged.value;
      if (!game) return Promise.resolve({ ok: false, error: { code: 'session/nothing-removed', message: 'No game was removed here to put back.' } });
      return listChange(async () => {
        await putBackPurgedGame(db, game);
        purged.value = undefined;
      });
    },
    /** The list was left: a removal can no longer be undone. */
    forgetPurged: () => (purged.value = undefined),
  };
}

export type GamesModel = ReturnType<typeof createGamesModel>;
