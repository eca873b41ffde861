import { describe, expect, it } from 'vitest';
import type { SetupCommand } from '../../src/rules';
import { createAppStorage, type StorageParts } from '../../src/session/appStorage';
import type { BoardStorage } from '../../src/session/boardStorage';
import type { GameSummary } from '../../src/session/gameStorage';
import { createGamesModel } from '../../src/session/gamesModel';
import { exampleLog } from '../support/exampleSession';
import { memoryLibrary } from '../support/memoryLibrary';
import { say } from '../support/speech';

const setup = () => exampleLog()[0] as SetupCommand;
const prefs = { memoryMode: false, diskEntry: 'open' } as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const summary = (id: string, title: string): GameSummary => ({
  id,
  title,
  edition: 'bigbox',
  players: ['Ana', 'Ben'],
  createdAt: 1,
  lastPlayedAt: 2,
  entries: 1,
  round: 1,
  over: false,
  dataVersion: 2,
});

const noBoards: BoardStorage = {
  list: async () => [],
  save: async () => {
    throw new Error('not in this test');
  },
  remove: async () => undefined,
  loadDraft: async () => undefined,
  keepDraft: async () => undefined,
  keepPersistent: () => undefined,
};

/** Storage parts that count what was loaded: the database is a memory library. */
function countedParts(options: { stored: boolean; continuable?: GameSummary; openFails?: Error }) {
  const library = memoryLibrary();
  const loaded = { opened: 0, continuableRead: 0, games: 0, boards: 0 };
  let outdated: (() => void) | undefined;
  const parts: StorageParts<typeof library> = {
    hasStoredData: async () => options.stored,
    async open(onOutdated) {
      loaded.opened += 1;
      outdated = onOutdated;
      if (options.openFails) throw options.openFails;
      return library;
    },
    async listGames() {
      loaded.continuableRead += 1;
      return options.continuable ? [summary('other', 'Played since'), options.continuable] : [];
    },
    lastOpened: async () => options.continuable?.id,
    async games(db) {
      loaded.games += 1;
      return createGamesModel(db);
    },
    async boards() {
      loaded.boards += 1;
      return noBoards;
    },
  };
  return { parts, loaded, library, outdated: () => outdated?.() };
}

describe("the app's storage, loaded when a screen needs it", () => {
  it('on a first visit (nothing stored) opens nothing for home, and offers no game to continue', async () => {
    const { parts, loaded } = countedParts({ stored: false });
    const storage = createAppStorage(parts);
    await storage.lookForContinuable();
    expect(loaded).toEqual({ opened: 0, continuableRead: 0, games: 0, boards: 0 });
    expect(storage.continuable.value).toBeUndefined();
    expect(storage.games.value).toBeUndefined();
  });

  it('where games are stored, home reads the game to continue without loading the games', async () => {
    const { parts, loaded } = countedParts({ stored: true, continuable: summary('g1', 'Friday') });
    const storage = createAppStorage(parts);
    await storage.lookForContinuable();
    expect(storage.continuable.value?.title).toBe('Friday');
    expect(loaded).toEqual({ opened: 1, continuableRead: 1, games: 0, boards: 0 });
  });

  it('loads the games once, however often asked, and then follows their model for Continue', async () => {
    const { parts, loaded } = countedParts({ stored: true, continuable: summary('old', 'Read at home') });
    const storage = createAppStorage(parts);
    await storage.lookForContinuable();
    const [first, second] = await Promise.all([storage.loadGames(), storage.loadGames()]);
    expect(first).toBe(second);
    expect(storage.games.value).toBe(first);
    expect(loaded).toMatchObject({ opened: 1, games: 1 });
    await first!.create(setup(), 'Saturday', prefs);
    expect(storage.continuable.value?.title).toBe('Saturday');
    first!.dispose();
  });

  it('opens the database once for the games and the boards alike', async () => {
    const { parts, loaded } = countedParts({ stored: false });
    const storage = createAppStorage(parts);
    const [boards] = await Promise.all([storage.boards(), storage.loadGames(), storage.boards()]);
    expect(boards).toBe(noBoards);
    expect(loaded).toEqual({ opened: 1, continuableRead: 0, games: 1, boards: 1 });
    storage.games.value?.dispose();
  });

  it('says why when storage cannot be opened, and has no games or boards', async () => {
    const { parts } = countedParts({ stored: true, openFails: new DOMException('no', 'InvalidStateError') });
    const storage = createAppStorage(parts);
    await storage.lookForContinuable();
    expect(await storage.loadGames()).toBeUndefined();
    expect(await storage.boards()).toBeUndefined();
    expect(say(storage.problem.value!)).toBe(
      "This device's storage cannot be opened (InvalidStateError): games cannot be saved here.",
    );
    expect(storage.gamesMissing.value?.retry).toBe(false);
    expect(say(storage.gamesMissing.value!.why)).toBe('Games need this device’s storage, which is not available.');
  });

  it('asks for a reload when a newer version in another tab needs the database', async () => {
    const counted = countedParts({ stored: true });
    const storage = createAppStorage(counted.parts);
    await storage.lookForContinuable();
    expect(storage.problem.value).toBeUndefined();
    counted.outdated();
    expect(say(storage.problem.value!)).toMatch(/^A newer version of the app was opened in another tab/);
    // The games still load in this tab, which can be read until it reloads.
    const model = await storage.loadGames();
    expect(model).toBeDefined();
    expect(storage.gamesMissing.value).toBeUndefined();
    model!.dispose();
  });

  it('says so when the games cannot be loaded, and tries again when asked again', async () => {
    const counted = countedParts({ stored: false });
    const games = counted.parts.games;
    let fail = true;
    const storage = createAppStorage({
      ...counted.parts,
      games: (db) => (fail ? Promise.reject(new TypeError('Failed to fetch')) : games(db)),
    });
    expect(await storage.loadGames()).toBeUndefined();
    // Said where the games would be, not as a problem with the device's storage, which opened.
    expect(storage.problem.value).toBeUndefined();
    expect(storage.gamesMissing.value?.retry).toBe(true);
    expect(say(storage.gamesMissing.value!.why)).toBe(
      'The games could not be loaded (TypeError): try again, or reload the page.',
    );
    fail = false;
    await flush();
    const retried = storage.loadGames();
    expect(storage.gamesMissing.value).toBeUndefined();
    const model = await retried;
    expect(model).toBeDefined();
    expect(storage.gamesMissing.value).toBeUndefined();
    model!.dispose();
  });
});
