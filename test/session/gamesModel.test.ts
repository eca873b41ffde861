import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Command, SetupCommand } from '../../src/rules';
import { words } from '../../src/rules';
import { createGamesModel } from '../../src/session/gamesModel';
import { StorageError } from '../../src/store/storageError';
import { exampleLog } from '../support/exampleSession';
import { memoryLibrary } from '../support/memoryLibrary';
import { say } from '../support/speech';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const setup = () => exampleLog()[0] as SetupCommand;
const prefs = { memoryMode: false, diskEntry: 'open' } as const;

describe('the games on this device (games model)', () => {
  it('lists a game once it is created, and opens it', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    expect(await model.create(setup(), 'Friday', prefs)).toEqual({ ok: true, value: undefined });
    expect(model.games.value.map((g) => g.title)).toEqual(['Friday']);
    expect(model.current.value?.summary.value.title).toBe('Friday');
    model.dispose();
  });

  it('catches up when another tab changes the list', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    await flush();
    const other = createGamesModel(memoryLibrary(storage.games.shared));
    await other.create(setup(), 'From the other tab', prefs);
    expect(model.games.value).toEqual([]);
    storage.listChanged();
    await flush();
    expect(model.games.value.map((g) => g.title)).toEqual(['From the other tab']);
    model.dispose();
    other.dispose();
  });

  it('once disposed, hears no other tab, closes the open game with its lock, and opens nothing more', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    await model.create(setup(), 'Friday', prefs);
    const id = model.current.value!.id;
    expect(storage.listListeners.size).toBe(1);
    expect(storage.games.shared.locks.has(id)).toBe(true);
    model.dispose();
    expect(storage.listListeners.size).toBe(0);
    expect(storage.games.shared.locks.has(id)).toBe(false);
    expect(model.current.value).toBeUndefined();
    const listed = model.games.value;
    storage.games.shared.games.clear();
    storage.listChanged();
    await flush();
    expect(model.games.value).toBe(listed);
    expect(await model.open(id)).toMatchObject({ ok: false, error: { code: 'session/closed' } });
    expect(storage.games.shared.locks.has(id)).toBe(false);
  });

  it('says why a game cannot be opened, a storage failure with its own code', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    expect(await model.open('not a stored id!')).toMatchObject({ ok: false, error: { code: 'session/no-game' } });
    storage.load = async () => {
      throw new StorageError(words('storage.full'), 'full');
    };
    const refused = await model.open('abc');
    expect(refused).toMatchObject({ ok: false, error: { code: 'storage/full' } });
    const full =
      'This device has no room left to save the game. Free some space (or delete old games), then try again: nothing was lost.';
    expect(refused.ok ? '' : say(refused.error.message)).toBe(full);
    expect(say(model.openProblem.value ?? '')).toBe(full);
    model.dispose();
  });

  it('a failed write comes back with the storage code, and anything else thrown is named, never lost', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    storage.games.failNextWrite(new StorageError(words('storage.full'), 'full'));
    expect(await model.create(setup(), 'Friday', prefs)).toMatchObject({ ok: false, error: { code: 'storage/full' } });
    storage.delete = async () => {
      throw new TypeError('broken');
    };
    const removed = await model.remove('abc');
    expect(removed).toMatchObject({ ok: false, error: { code: 'storage/failed' } });
    expect(removed.ok ? '' : say(removed.error.message)).toBe('Saving failed (TypeError: broken).');
    model.dispose();
  });

  it('deletes, restores, removes for good and puts back a game', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    await model.create(setup(), 'Friday', prefs);
    const id = model.current.value!.id;
    await model.remove(id);
    expect(model.current.value).toBeUndefined();
    expect(model.deleted.value.map((g) => g.id)).toEqual([id]);
    await model.purge(id);
    expect(model.deleted.value).toEqual([]);
    expect(model.purged.value?.summary.id).toBe(id);
    expect(await model.undoPurge()).toEqual({ ok: true, value: undefined });
    expect(model.deleted.value.map((g) => g.id)).toEqual([id]);
    await model.restore(id);
    expect(model.games.value.map((g) => g.id)).toEqual([id]);
    expect(await model.undoPurge()).toMatchObject({ ok: false, error: { code: 'session/nothing-removed' } });
    model.dispose();
  });
});

describe('the described cards a game keeps on this device', () => {
  it('keeps a card once the game accepts its description, and shows it to every game opened after', async () => {
    const record = JSON.parse(
      readFileSync(new URL('../../examples/records/bigbox-colonies-2p.json', import.meta.url), 'utf8'),
    );
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    await flush();
    expect(await model.create({ type: 'setup', ...record.setup }, 'Colonies', prefs)).toEqual({
      ok: true,
      value: undefined,
    });
    const session = model.current.value!;
    const commands: Command[] = record.commands;
    const first = commands.findIndex((c) => c.type === 'describe-card');
    for (const command of commands.slice(0, first)) expect((await session.apply(command)).ok).toBe(true);
    const described = commands[first]!;
    if (described.type !== 'describe-card') throw new Error('no description');
    // A refused description keeps nothing.
    await session.apply({ ...described, card: { ...described.card, effect: 'kings-card' } });
    expect(model.decks.cards.value).toEqual({});
    expect(await session.apply(described)).toEqual({ ok: true, value: undefined });
    // Kept on the device once the game holds it, without holding the entry back.
    await expect.poll(() => model.decks.cards.value).toEqual({ [described.card.id]: described.card });
    expect(session.view.value?.deviceCards?.value[described.card.id]).toEqual(described.card);
    // The device keeps it: another start of the app reads it back.
    const later = createGamesModel(storage);
    await later.decks.load();
    expect(later.decks.cards.value).toEqual({ [described.card.id]: described.card });
    model.dispose();
    later.dispose();
  });

  it('gives a finished game’s result from the list, open or not, says why an unfinished one has none, and lists the finished', async () => {
    const storage = memoryLibrary();
    const model = createGamesModel(storage);
    const record = readFileSync(new URL('../../examples/records/classic-4p.json', import.meta.url), 'utf8');
    expect(await model.importRecordFile(new Blob([record]))).toEqual({ ok: true, value: undefined });
    expect(await model.create(setup(), 'Unfinished', prefs)).toEqual({ ok: true, value: undefined });
    const [unfinished, finished] = model.games.value;
    const notOver = await model.result(unfinished?.id ?? '');
    expect(!notOver.ok && say(notOver.error.message)).toMatch(/still in round 1/);
    // The finished game is not the one open: its history is read from storage.
    expect(model.current.value?.id).toBe(unfinished?.id);
    const result = await model.result(finished?.id ?? '');
    expect(result.ok && result.value.players.map((p) => p.rank)).toEqual([1, 2, 3, 4]);
    const gone = await model.result('nowhere');
    expect(gone.ok).toBe(false);
    // The played games count the finished game only.
    const played = await model.finishedGames();
    expect(played.ok && played.value.results.map((r) => r.gameId)).toEqual([finished?.id]);
    expect(played.ok && played.value.withoutResult).toBe(0);
    model.dispose();
  });
});
