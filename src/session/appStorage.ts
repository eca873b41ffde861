import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type Text, words } from '../rules';
import type { BoardStorage } from './boardStorage';
import { continuableGame } from './continuable';
import type { GameSummary } from './gameStorage';
import type { GamesModel } from './gamesModel';

/**
 * The parts of this device's storage, each loaded when first needed: the browser's are wired in
 * src/boot.tsx, each behind a dynamic import, so the home screen of a first visit loads none of them.
 */
export interface StorageParts<Db> {
  /** Whether this device may hold games or boards already, asked without opening (and so creating) anything. */
  hasStoredData(): Promise<boolean>;
  /** Opens the database; `onOutdated` when a newer version of the app, in another tab, needs it closed. */
  open(onOutdated: () => void): Promise<Db>;
  /** The games' summaries, most recently played first, and the game opened last: home's "Continue" reads only these. */
  listGames(db: Db): Promise<readonly GameSummary[]>;
  lastOpened(db: Db): Promise<string | undefined>;
  /** The games model, with the engine and the command schema behind it. */
  games(db: Db): Promise<GamesModel>;
  /** The calculator's saved boards. */
  boards(db: Db): Promise<BoardStorage>;
}

/** The app's storage as the screens see it: opened, and its code loaded, only when a screen needs it. */
export interface AppStorage {
  /** Why storage cannot be used (or this tab must reload for a newer version), for the header to say. */
  readonly problem: ReadonlySignal<Text | undefined>;
  /** The games, once a screen asked for them (`loadGames`). */
  readonly games: ReadonlySignal<GamesModel | undefined>;
  /**
   * Why the games a screen asked for are not there: storage cannot be opened, or their code could not
   * be loaded (`retry`: asking again may bring them). Undefined while they load, and once they are there.
   */
  readonly gamesMissing: ReadonlySignal<GamesMissing | undefined>;
  /** Home's "Continue": the games model's once loaded, else what the stored summaries say. */
  readonly continuable: ReadonlySignal<GameSummary | undefined>;
  /** Reads the game to continue, where this device holds any, without loading the games' code. */
  lookForContinuable(): Promise<void>;
  /** Opens storage and loads the games (the games list, a game). */
  loadGames(): Promise<GamesModel | undefined>;
  /** The calculator's boards; undefined when storage cannot be used. */
  boards(): Promise<BoardStorage | undefined>;
}

export interface GamesMissing {
  readonly why: Text;
  readonly retry: boolean;
}

const errorName = (error: unknown): string => (error instanceof Error ? error.name : String(error));

export function createAppStorage<Db>(parts: StorageParts<Db>): AppStorage {
  const problem = signal<Text | undefined>(undefined);
  const games = signal<GamesModel | undefined>(undefined);
  const gamesMissing = signal<GamesMissing | undefined>(undefined);
  const stored = signal<GameSummary | undefined>(undefined);
  const continuable = computed(() => (games.value ? games.value.continuable.value : stored.value));

  let database: Promise<Db | undefined> | undefined;
  const open = () =>
    (database ??= parts
      .open(() => void (problem.value = words('storage.outdated')))
      .catch((error: unknown) => {
        problem.value = words('storage.cannotOpen', { error: errorName(error) });
        return undefined;
      }));

  let loadingGames: Promise<GamesModel | undefined> | undefined;
  const loadGames = () => {
    if (loadingGames) return loadingGames;
    // Asked again after their code failed to arrive: the screen waits again instead of saying it failed.
    gamesMissing.value = undefined;
    return (loadingGames = open().then(async (db) => {
      if (!db) {
        gamesMissing.value = { why: words('storage.gamesNeedIt'), retry: false };
        return undefined;
      }
      try {
        games.value = await parts.games(db);
        return games.value;
      } catch (error) {
        // Their code could not be loaded (a connection lost before it was kept for offline use): said
        // where the games would be, and tried again when asked again.
        loadingGames = undefined;
        gamesMissing.value = { why: words('storage.gamesNotLoaded', { error: errorName(error) }), retry: true };
        return undefined;
      }
    }));
  };

  let boards: Promise<BoardStorage | undefined> | undefined;

  return {
    problem,
    games,
    gamesMissing,
    continuable,
    async lookForContinuable() {
      if (!(await parts.hasStoredData())) return;
      const db = await open();
      if (!db || games.peek()) return;
      // Unreadable here, the games list says why once opened; home just offers no Continue.
      stored.value = await Promise.all([parts.listGames(db), parts.lastOpened(db)]).then(
        ([listed, lastOpened]) => continuableGame(listed, lastOpened),
        () => undefined,
      );
    },
    loadGames,
    boards: () => (boards ??= open().then((db) => db && parts.boards(db))),
  };
}
