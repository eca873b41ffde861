import { computed, signal } from '@preact/signals';
import { applyCommand } from '../../rules/game/applyCommand';
import type { Command, SetupCommand } from '../../rules/game/commands';
import { replay } from '../../rules/game/replay';
import { announceChange, listenForChanges } from '../../store/changeFeed';
import { effectiveLog } from '../../store/effectiveLog';
import { appendEntries, createGame, deleteGame, listDeletedGames, listGames, loadEntries, purgeGame, restoreGame } from '../../store/games';
import type { Database } from '../../store/openDatabase';
import { requestPersistentStorage } from '../../store/persistence';
import { exportRecord, importRecord } from '../../store/records';
import type { GameSummary, LogEntry } from '../../store/schema';
import { holdGameLock } from '../../store/singleWriter';

type Outcome = { ok: true } | { ok: false; reason: string };

/**
 * The games on this device and the one open now. The open game's table is always its stored log
 * replayed; a command is checked by the engine, written to IndexedDB (strict durability, awaited),
 * and only then shown. One tab writes a game at a time; other tabs follow its changes.
 */
export function createGamesModel(db: Database) {
  const games = signal<GameSummary[]>([]);
  const deleted = signal<GameSummary[]>([]);
  const openId = signal<string | undefined>(undefined);
  const entries = signal<LogEntry[]>([]);
  const readOnly = signal(false);
  const busy = signal(false);
  let releaseLock: (() => void) | undefined;
  // Writes run one after another, each checked against the log as it stands when its turn comes,
  // so a double tap can never store a command (or an undo) against a table that has moved on.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T,>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const log = computed(() => effectiveLog(entries.value));
  const replayed = computed(() => replay(log.value));
  const state = computed(() => replayed.value.state);

  async function refresh() {
    games.value = await listGames(db);
    deleted.value = await listDeletedGames(db);
  }

  void refresh();
  listenForChanges(async (message) => {
    if (message.type === 'game-changed' && message.gameId === openId.value) entries.value = await loadEntries(db, message.gameId);
    await refresh();
  });

  function close() {
    releaseLock?.();
    releaseLock = undefined;
    openId.value = undefined;
    entries.value = [];
  }

  /** Stores entries for the open game once `check` (run when this write's turn comes) allows them. */
  function write(check: () => { ok: true; gameId: string; added: LogEntry[] } | { ok: false; reason: string }): Promise<Outcome> {
    return serially(async () => {
      const checked = check();
      if (!checked.ok) return checked;
      return store(checked.gameId, checked.added);
    });
  }

  async function store(gameId: string, added: LogEntry[]): Promise<Outcome> {
    busy.value = true;
    try {
      const summary = await appendEntries(db, gameId, added);
      entries.value = [...entries.value, ...added];
      announceChange({ type: 'game-changed', gameId, entries: summary.entries });
      await refresh();
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    } finally {
      busy.value = false;
    }
  }

  /** A change to the game list, reported as an outcome (a full disk is said plainly) and told to other tabs. */
  async function listChange(change: () => Promise<void>): Promise<Outcome> {
    try {
      await change();
      announceChange({ type: 'games-listed' });
      await refresh();
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
  }

  return {
    games,
    deleted,
    openId,
    entries,
    log,
    state,
    readOnly,
    busy,
    refresh,
    async create(setup: SetupCommand, title: string): Promise<Outcome & { id?: string }> {
      const checked = applyCommand(undefined, setup);
      if (!checked.ok) return { ok: false, reason: checked.error.message };
      try {
        const game = await createGame(db, setup, title.trim() || 'Game');
        void requestPersistentStorage();
        announceChange({ type: 'games-listed' });
        await refresh();
        return { ok: true, id: game.id };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },
    /** Opens a game where the table left it; read-only when another tab has it open for writing. */
    async open(id: string) {
      if (openId.value === id && releaseLock) {
        // Already open here with the lock: just catch up with the stored log.
        entries.value = await loadEntries(db, id);
        return;
      }
      releaseLock?.();
      const lock = await holdGameLock(id);
      releaseLock = lock.held ? lock.release : undefined;
      readOnly.value = !lock.held;
      entries.value = await loadEntries(db, id);
      openId.value = id;
    },
    close,
    /** A command from the table: refused with the rules' reason, or stored and then shown. */
    apply(command: Command): Promise<Outcome> {
      return write(() => {
        const id = openId.value;
        if (!id) return { ok: false, reason: 'No game is open.' };
        if (readOnly.value) return { ok: false, reason: 'This game is open in another tab or window: play it there.' };
        const checked = applyCommand(state.value, command);
        if (!checked.ok) return { ok: false, reason: checked.error.message };
        return { ok: true, gameId: id, added: [{ kind: 'command', command }] };
      });
    },
    undo(): Promise<Outcome> {
      return write(() => {
        const id = openId.value;
        if (!id || readOnly.value) return { ok: false, reason: 'Nothing to undo here.' };
        if (log.value.length <= 1) return { ok: false, reason: 'The setup cannot be undone: delete the game instead.' };
        return { ok: true, gameId: id, added: [{ kind: 'undo' }] };
      });
    },
    exportRecord: (id: string) => exportRecord(db, id),
    async importRecord(text: string): Promise<Outcome> {
      const result = await importRecord(db, text).catch((error: Error) => ({ ok: false as const, reason: error.message }));
      if (!result.ok) return result;
      void requestPersistentStorage();
      announceChange({ type: 'games-listed' });
      await refresh();
      return { ok: true };
    },
    remove: (id: string) =>
      listChange(async () => {
        await deleteGame(db, id);
        if (openId.value === id) close();
      }),
    restore: (id: string) => listChange(() => restoreGame(db, id)),
    /** Removes a deleted game and its log for good. */
    purge: (id: string) => listChange(() => purgeGame(db, id)),
  };
}

export type GamesModel = ReturnType<typeof createGamesModel>;
