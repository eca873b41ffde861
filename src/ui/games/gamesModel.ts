import { computed, signal } from '@preact/signals';
import { recordText } from '../../record/recordLog';
import type { SetupCommand } from '../../rules/game/commands';
import { readLog } from '../../rules/game/log';
import { openGameSession, type GameSession, type Outcome } from '../../session/gameSession';
import { createNewGame, importRecordText } from '../../session/newGames';
import type { TablePrefs } from '../../session/tablePrefs';
import { announceChange, listenForChanges } from '../../store/changeFeed';
import { deleteGame, lastOpenedGame, listDeletedGames, listGames, loadGame, purgeGame, restoreGame } from '../../store/games';
import { idbGameStorage } from '../../store/idbGameStorage';
import type { Database } from '../../store/openDatabase';
import { requestPersistentStorage } from '../../store/persistence';
import type { GameSummary } from '../../store/schema';

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
  const lastOpenedId = signal<string | undefined>(undefined);
  void lastOpenedGame(db).then((id) => (lastOpenedId.value ??= id), () => undefined);
  /** Home's "Continue": the game this device had open last, while it is still here. */
  const continuable = computed(() => games.value.find((g) => g.id === lastOpenedId.value) ?? games.value[0]);

  async function refresh() {
    games.value = await listGames(db);
    deleted.value = await listDeletedGames(db);
  }
  void refresh();
  listenForChanges(() => void refresh());

  function close() {
    current.value?.close();
    current.value = undefined;
  }

  async function open(id: string): Promise<Outcome> {
    if (current.value?.id === id) return { ok: true };
    close();
    try {
      const session = await openGameSession(storage, id);
      if (!session) return { ok: false, error: { code: 'session/no-game', message: 'That game is no longer on this device.' } };
      current.value = session;
      lastOpenedId.value = id;
      return { ok: true };
    } catch (error) {
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
    current,
    refresh,
    open,
    close,
    continuable,
    create: async (setup: SetupCommand, title: string, prefs: TablePrefs) => stored(await createNewGame(storage, setup, title, prefs), true),
    importRecord: async (text: string) => stored(await importRecordText(storage, text), false),
    async exportRecord(id: string): Promise<string> {
      if (current.value?.id === id) return current.value.exportText();
      const game = await loadGame(db, id);
      return recordText(readLog(game?.entries ?? []).log, game?.summary.title ?? '');
    },
    remove: (id: string) =>
      listChange(async () => {
        await deleteGame(db, id);
        if (current.value?.id === id) close();
      }),
    restore: (id: string) => listChange(() => restoreGame(db, id)),
    /** Removes a deleted game and its log for good. */
    purge: (id: string) => listChange(() => purgeGame(db, id)),
  };
}

export type GamesModel = ReturnType<typeof createGamesModel>;
