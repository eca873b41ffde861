/**
 * Backing up everything on a device to one file and restoring it on another: a game not there is added, a
 * game there is kept, a history that continues the device's extends it, and histories gone apart stay as
 * they are, shown. The file is hostile input: any fault refuses it whole, in one line, and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { type LogEntry, words } from '../../src/rules';
import { BACKUP_FORMAT, type DeviceSettings } from '../../src/session/backupFile';
import { createBackups, mergedNamesWith } from '../../src/session/backups';
import { createDeviceDecks } from '../../src/session/deviceDecks';
import type { GameSummary } from '../../src/session/gameStorage';
import { rebuildSummary } from '../../src/session/rebuildSummary';
import { StorageError } from '../../src/store/storageError';
import { describedCard } from '../support/describedCards';
import { exampleLog } from '../support/exampleSession';
import { memoryLibrary } from '../support/memoryLibrary';
import { say } from '../support/speech';

const history: LogEntry[] = exampleLog().map((command) => ({ kind: 'command', command }));
const settings: DeviceSettings = { theme: 'dark', keepScreenOn: false, language: 'de', mergedNames: { ann: 'anne' } };

type Library = ReturnType<typeof memoryLibrary>;

/** A game stored on a device, its summary as the history shows it. */
function putGame(library: Library, id: string, entries: readonly LogEntry[], title = id): GameSummary {
  const rebuilt = rebuildSummary(entries, title);
  if (!rebuilt) throw new Error('no setup');
  const summary: GameSummary = {
    ...rebuilt,
    id,
    createdAt: 1000,
    lastPlayedAt: 2000 + entries.length,
    entries: entries.length,
    dataVersion: 4,
  };
  library.games.shared.games.set(id, { summary, entries: structuredClone([...entries]) });
  return summary;
}

function device() {
  const library = memoryLibrary();
  const decks = createDeviceDecks(library);
  let listed = 0;
  const backups = createBackups(library, decks, { before: () => undefined, after: async () => void listed++ });
  return { library, decks, backups, listed: () => listed };
}

const board = (id: string, savedAt: number, name = `Board ${id}`) => ({
  id,
  name,
  draft: { snapshot: { format: 'el-grande-snapshot/1' }, names: {} },
  savedAt,
  dataVersion: 4,
});

/** A board saved on a device. */
const saveBoard = (library: Library, saved: ReturnType<typeof board>) => void library.boards.set(saved.id, saved);

/** What a device holds, to show that a refused file changed nothing. */
const held = (library: Library) =>
  structuredClone({ games: [...library.games.shared.games.entries()], boards: [...library.boards.entries()] });

async function backupOf(d: ReturnType<typeof device>): Promise<string> {
  const made = await d.backups.make(settings, Date.UTC(2026, 10, 30, 12));
  if (!made.ok) throw new Error(say(made.error.message));
  return made.value.text;
}

const file = (text: string) => new Blob([text], { type: 'application/json' });

async function restoreText(d: ReturnType<typeof device>, text: string) {
  const read = await d.backups.read(file(text));
  if (!read.ok) throw new Error(say(read.error.message));
  const done = await d.backups.restore(read.value);
  if (!done.ok) throw new Error(say(done.error.message));
  return { preview: read.value, report: done.value };
}

describe('a backup of everything on a device', () => {
  it('holds every game (deleted ones too), board, described deck and setting, and names itself by the day', async () => {
    const a = device();
    putGame(a.library, 'played', history, 'Friday');
    const deleted = putGame(a.library, 'deleted', history.slice(0, 5), 'Gone');
    a.library.games.shared.games.set('deleted', {
      summary: { ...deleted, deletedAt: 5 },
      entries: history.slice(0, 5),
    });
    saveBoard(a.library, board('b1', 10));
    expect((await a.decks.keep([describedCard(1)])).ok).toBe(true);
    const made = await a.backups.make(settings, Date.UTC(2026, 10, 30, 12));
    expect(made.ok && made.value).toMatchObject({
      name: 'el-grande-backup-2026-11-30.json',
      games: 2,
      boards: 1,
      leftOut: 0,
      cutShort: 0,
    });
    const json = JSON.parse(made.ok ? made.value.text : '{}');
    expect(json.format).toBe(BACKUP_FORMAT);
    expect(json.madeAt).toBe('2026-11-30T12:00:00.000Z');
    expect(json.games.map((g: { summary: GameSummary }) => [g.summary.title, g.summary.deletedAt])).toEqual([
      ['Friday', undefined],
      ['Gone', 5],
    ]);
    expect(json.games[0].rows).toHaveLength(history.length);
    expect(Object.keys(json.decks)).toEqual(['colonies-7']);
    expect(json.settings).toEqual(settings);
  });

  it('restores on an empty device every game whole, its boards and cards, and says so; the settings come back to be taken', async () => {
    const a = device();
    putGame(a.library, 'played', history, 'Friday');
    putGame(a.library, 'started', history.slice(0, 4), 'Saturday');
    saveBoard(a.library, board('b1', 10));
    await a.decks.keep([describedCard(1), describedCard(2)]);
    const b = device();
    const { preview, report } = await restoreText(b, await backupOf(a));
    expect(preview.plan.add.map((g) => g.summary.title)).toEqual(['Friday', 'Saturday']);
    expect(preview.cards).toBe(2);
    expect(report).toEqual({ added: 2, extended: 0, kept: 0, conflicts: [], notRestored: [], boards: 1, cards: 2 });
    expect(b.library.games.shared.games.get('played')?.entries).toEqual(history);
    expect(b.library.games.shared.games.get('played')?.summary.over).toBe(true);
    expect(b.library.games.shared.games.get('started')?.entries).toEqual(history.slice(0, 4));
    expect([...b.library.boards.keys()]).toEqual(['b1']);
    expect(Object.keys(b.decks.cards.value)).toEqual(['colonies-7/1', 'colonies-7/2']);
    expect(preview.contents.settings).toEqual(settings);
    expect(b.listed()).toBe(1);
  });

  it('restored twice, doubles nothing: every game is kept as it is', async () => {
    const a = device();
    putGame(a.library, 'played', history);
    const text = await backupOf(a);
    const b = device();
    await restoreText(b, text);
    const before = held(b.library);
    const { report } = await restoreText(b, text);
    expect(report).toMatchObject({ added: 0, extended: 0, kept: 1, conflicts: [] });
    expect(held(b.library)).toEqual(before);
  });

  it('extends a game the backup played further, keeps one played further here, and shows one played apart', async () => {
    const a = device();
    putGame(a.library, 'further-there', history.slice(0, 20));
    putGame(a.library, 'further-here', history.slice(0, 6));
    putGame(a.library, 'apart', history.slice(0, 8));
    const b = device();
    putGame(b.library, 'further-there', history.slice(0, 10));
    putGame(b.library, 'further-here', history.slice(0, 12));
    const apartHere = [...history.slice(0, 6), { kind: 'undo' } as const];
    putGame(b.library, 'apart', apartHere, 'Apart here');
    const { report } = await restoreText(b, await backupOf(a));
    expect(report).toMatchObject({
      added: 0,
      extended: 1,
      kept: 1,
      conflicts: [{ title: 'Apart here', here: 7, backup: 8 }],
    });
    expect(b.library.games.shared.games.get('further-there')?.entries).toEqual(history.slice(0, 20));
    expect(b.library.games.shared.games.get('further-here')?.entries).toEqual(history.slice(0, 12));
    expect(b.library.games.shared.games.get('apart')?.entries).toEqual(apartHere);
  });

  it('leaves a game played here while it restored as it is, says so, and restores the rest', async () => {
    const a = device();
    putGame(a.library, 'further-there', history.slice(0, 20));
    putGame(a.library, 'new', history.slice(0, 3));
    const b = device();
    putGame(b.library, 'further-there', history.slice(0, 10));
    const read = await b.backups.read(file(await backupOf(a)));
    if (!read.ok) throw new Error('not read');
    putGame(b.library, 'further-there', history.slice(0, 11));
    const done = await b.backups.restore(read.value);
    expect(done.ok && done.value.added).toBe(1);
    expect(done.ok && done.value.extended).toBe(0);
    expect(done.ok && say(done.value.notRestored[0]?.why ?? '')).toBe(
      'it was played or changed here while the backup was being restored',
    );
    expect(b.library.games.shared.games.get('further-there')?.entries).toEqual(history.slice(0, 11));
  });

  it('keeps boards and described cards of this device over the backup’s, taking a board saved later there', async () => {
    const a = device();
    putGame(a.library, 'g', history.slice(0, 2));
    saveBoard(a.library, board('same', 10));
    saveBoard(a.library, board('later-there', 30, 'Saved later there'));
    saveBoard(a.library, board('later-here', 10, 'Saved earlier there'));
    await a.decks.keep([describedCard(1, { name: 'Theirs' }), describedCard(2)]);
    const b = device();
    saveBoard(b.library, board('same', 10));
    saveBoard(b.library, board('later-there', 20));
    saveBoard(b.library, board('later-here', 40, 'Saved later here'));
    await b.decks.keep([describedCard(1, { name: 'Mine' })]);
    const { preview, report } = await restoreText(b, await backupOf(a));
    expect(preview.boards.newer.map((x) => x.board.id)).toEqual(['later-there']);
    expect(preview.boards.kept).toBe(2);
    expect(report.boards).toBe(1);
    expect(b.library.boards.get('later-there')?.name).toBe('Saved later there');
    expect(b.library.boards.get('later-here')?.name).toBe('Saved later here');
    expect(report.cards).toBe(1);
    expect(Object.values(b.decks.cards.value).map((c) => c.name)).toEqual(['Mine', 'Card 2']);
  });

  it('writes each game as every device reads it back: its players as its history names them, its title fit to keep', async () => {
    const a = device();
    const summary = putGame(a.library, 'older', history.slice(0, 3), 'Night\tone');
    // An older summary kept a name as typed then; its history reads it under today's checks.
    a.library.games.shared.games.set('older', {
      summary: { ...summary, players: summary.players.map((p, i) => (i === 0 ? `${p} ` : p)) },
      entries: history.slice(0, 3),
    });
    // A game whose history no longer opens with a setup: no device could restore it.
    putGame(a.library, 'headless', history.slice(0, 3));
    a.library.games.shared.games.get('headless')!.entries.shift();
    a.library.boards.set('bad', { ...board('bad', 1), name: 'x'.repeat(300) });
    const made = await a.backups.make(settings);
    if (!made.ok) throw new Error(say(made.error.message));
    expect(made.value).toMatchObject({ games: 1, leftOut: 1, boards: 0, boardsLeftOut: 1 });
    const b = device();
    const { report } = await restoreText(b, made.value.text);
    expect(report.added).toBe(1);
    expect(b.library.games.shared.games.get('older')?.summary).toMatchObject({
      title: 'Night one',
      players: summary.players,
    });
  });

  it('leaves a game open in another tab as it is, and tells other tabs of a game it extended', async () => {
    const a = device();
    putGame(a.library, 'open-there', history.slice(0, 9));
    putGame(a.library, 'extended', history.slice(0, 9));
    const b = device();
    putGame(b.library, 'open-there', history.slice(0, 4));
    putGame(b.library, 'extended', history.slice(0, 4));
    const heard: string[] = [];
    b.library.games.shared.listeners.add((id) => heard.push(id));
    const elsewhere = await b.library.lock('open-there');
    const { report } = await restoreText(b, await backupOf(a));
    expect(report.extended).toBe(1);
    expect(report.notRestored.map((n) => [n.title, say(n.why)])).toEqual([
      ['open-there', 'it is open in another tab or window: close it there and restore again'],
    ]);
    expect(b.library.games.shared.games.get('open-there')?.entries).toHaveLength(4);
    expect(heard).toEqual(['extended']);
    if (elsewhere.held) elsewhere.release();
  });

  it('leaves as it is a board saved here meanwhile, a game this device cannot read, and says why the cards were not added', async () => {
    const a = device();
    putGame(a.library, 'damaged-here', history.slice(0, 9));
    saveBoard(a.library, board('b', 30, 'Theirs'));
    saveBoard(a.library, board('c', 30, 'Also theirs'));
    await a.decks.keep([describedCard(1)]);
    const b = device();
    putGame(b.library, 'damaged-here', history.slice(0, 4));
    b.library.games.shared.games.get('damaged-here')!.unreadable = { entry: 4, message: 'damaged' };
    saveBoard(b.library, board('b', 10, 'Mine'));
    const read = await b.backups.read(file(await backupOf(a)));
    if (!read.ok) throw new Error(say(read.error.message));
    saveBoard(b.library, board('b', 20, 'Saved here meanwhile'));
    b.library.saveDecks = async () => {
      throw new StorageError(words('storage.full'), 'full');
    };
    const done = await b.backups.restore(read.value);
    if (!done.ok) throw new Error(say(done.error.message));
    expect(done.value.notRestored.map((n) => [n.title, say(n.why)])).toEqual([
      ['damaged-here', 'this device cannot read its own copy of this game: repair or remove it first'],
      ['Theirs', 'it was played or changed here while the backup was being restored'],
    ]);
    expect(done.value.boards).toBe(1);
    expect(b.library.boards.get('b')?.name).toBe('Saved here meanwhile');
    expect(b.library.boards.get('c')?.name).toBe('Also theirs');
    expect(done.value.cards).toBe(0);
    expect(say(done.value.cardsProblem ?? '')).toBe(say(words('storage.full')));
  });

  it('adds the backup’s merged spellings only where this device merged nothing for that name', () => {
    expect(mergedNamesWith({ ann: 'anna' }, { ann: 'anne', bob: 'robert' })).toEqual({ ann: 'anna', bob: 'robert' });
  });
});

describe('a backup file is hostile input: refused whole, in one line, and nothing changes', () => {
  async function refusal(edit: (json: Record<string, unknown>) => unknown): Promise<string> {
    const a = device();
    putGame(a.library, 'played', history, 'Friday');
    saveBoard(a.library, board('b1', 10));
    await a.decks.keep([describedCard(1)]);
    const json = JSON.parse(await backupOf(a));
    const b = device();
    putGame(b.library, 'mine', history.slice(0, 3));
    const before = held(b.library);
    const read = await b.backups.read(file(JSON.stringify(edit(json) ?? json)));
    expect(read.ok).toBe(false);
    expect(held(b.library)).toEqual(before);
    return read.ok ? '' : say(read.error.message);
  }
  const game = (json: Record<string, unknown>) => (json.games as Record<string, unknown>[])[0] as Record<string, any>;

  it('names what is wrong: the file, its format and version', async () => {
    const b = device();
    const notJson = await b.backups.read(file('{"format": '));
    expect(!notJson.ok && say(notJson.error.message)).toMatch(/^This file cannot be restored: not valid JSON/);
    expect(await refusal(() => ({ format: 'el-grande-record/8' }))).toBe(
      'This file cannot be restored: it is not a backup of this app (a game record or a deck file is opened with its own button).',
    );
    expect(await refusal((j) => void (j.format = 'el-grande-backup/2'))).toBe(
      'This file cannot be restored: a newer version of the app made it: update this one first.',
    );
    expect(await refusal((j) => void (j.madeAt = 'yesterday'))).toBe(
      'This file cannot be restored: it does not say when it was made.',
    );
    const huge = await b.backups.read({ size: 64_000_001, text: async () => '' } as unknown as Blob);
    expect(!huge.ok && say(huge.error.message)).toBe(
      'This file cannot be restored: too large: 64,000,001 bytes, where a backup is at most 64,000,000.',
    );
  });

  it('names the game and the row at fault, as the device’s own rows are read', async () => {
    expect(await refusal((j) => void (game(j).rows[4].entry = { kind: 'jump' }))).toMatch(
      /^This file cannot be restored: its game 1 cannot be read: .*entry 5/,
    );
    expect(await refusal((j) => void game(j).rows.pop())).toMatch(
      /its summary counts \d+ entries, its history holds \d+/,
    );
    expect(await refusal((j) => void (game(j).rows[2].dataVersion = 99))).toMatch(/newer/);
    expect(await refusal((j) => void (game(j).summary.id = '../../etc'))).toMatch(/its id is not one this app gives/);
    expect(await refusal((j) => void (game(j).summary.edition = 'chess'))).toMatch(/edition/);
    expect(await refusal((j) => void (j.games = [game(j), game(j)]))).toMatch(/its id is given twice/);
    expect(await refusal((j) => void (j.games = {}))).toMatch(/its games are not a list/);
  });

  it('reads an entry as its kind’s own fields, and refuses times no date can show', async () => {
    expect(await refusal((j) => void (game(j).summary.lastPlayedAt = 1e300))).toMatch(/its dates cannot be read/);
    expect(await refusal((j) => void (game(j).rows[1].at = -1))).toMatch(/entry 2 of its history is not a saved entry/);
    const a = device();
    putGame(a.library, 'played', history.slice(0, 6));
    const json = JSON.parse(await backupOf(a));
    const rows = json.games[0].rows;
    // Read as a history begun before data version 3, which is upgraded as a whole: the stray field must not count.
    rows[0].dataVersion = 2;
    rows.push({ entry: { kind: 'undo', command: null, extra: 'x'.repeat(100) }, at: 1, dataVersion: 2 });
    json.games[0].summary.entries = rows.length;
    json.games[0].summary.prefs = { memoryMode: true, diskEntry: 'open', hidden: 1 };
    const b = device();
    const { report } = await restoreText(b, JSON.stringify(json));
    expect(report.added).toBe(1);
    const stored = b.library.games.shared.games.get('played');
    expect(stored?.entries.at(-1)).toEqual({ kind: 'undo' });
    expect(stored?.summary.prefs).toEqual({ memoryMode: true, diskEntry: 'open' });
  });

  it('replays every game as an imported record is: a command that does not hold, or a summary apart from its history', async () => {
    expect(
      await refusal((j) => {
        const rows = game(j).rows;
        rows[3].entry = structuredClone(rows[30].entry);
      }),
    ).toMatch(/^This file cannot be restored: its game 1 does not hold: .* does not hold: /);
    expect(await refusal((j) => void (game(j).summary.players = ['Eve', 'Mallory', 'Trent', 'Peggy']))).toMatch(
      /its summary names another edition or other players than its history/,
    );
  });

  it('reads the boards, decks and settings as warily', async () => {
    expect(await refusal((j) => void ((j.boards as any[])[0].name = 'x'.repeat(300)))).toMatch(/saved board 1/);
    expect(await refusal((j) => void ((j.boards as any[])[0].draft = 7))).toMatch(/it holds no board/);
    expect(await refusal((j) => void ((j.decks as any)['colonies-7'].cards[0].places = -4))).toMatch(
      /its described decks cannot be read \(the deck “colonies-7”\)/,
    );
    expect(await refusal((j) => void ((j.decks as any).elsewhere = {}))).toMatch(/the deck “elsewhere”/);
    expect(await refusal((j) => void ((j.settings as any).theme = 'neon'))).toMatch(/\(the theme\)/);
    expect(await refusal((j) => void ((j.settings as any).language = 'xx'))).toMatch(/\(the language\)/);
    expect(await refusal((j) => void ((j.settings as any).mergedNames = { a: 3 }))).toMatch(/merged spellings/);
  });
});
