import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord, RECORD_FORMAT } from '../../src/record/schema';
import { type Command, replay, type SetupCommand, words } from '../../src/rules';
import { createDeviceDecks } from '../../src/session/deviceDecks';
import { openGameSession } from '../../src/session/gameSession';
import { copyReadablePart, createNewGame, importRecordText } from '../../src/session/newGames';
import { StorageError } from '../../src/store/storageError';
import { memoryDecks } from '../support/memoryDecks';
import { memoryStorage } from '../support/memoryStorage';
import { say } from '../support/speech';

const recordText = readFileSync(new URL('../../examples/records/classic-4p.json', import.meta.url), 'utf8');
const exampleLog = (): Command[] => {
  const parsed = parseRecord(JSON.parse(recordText));
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
};

async function newSession(storage = memoryStorage()) {
  const [setup] = exampleLog();
  const created = await createNewGame(
    storage,
    setup as SetupCommand,
    'Friday',
    { memoryMode: true, diskEntry: 'open' },
    1000,
  );
  if (!created.ok) throw new Error(say(created.error.message));
  const session = await openGameSession(storage, created.value.id);
  if (!session) throw new Error('not opened');
  return { storage, session, id: created.value.id };
}

/** A game with its cards revealed, closed, and its stored record at hand to be tampered with. */
async function closedAfterReveal() {
  const { storage, session, id } = await newSession();
  const [, reveal, p1] = exampleLog();
  await session.apply(reveal!);
  session.close();
  return { storage, id, stored: storage.shared.games.get(id)!, reveal: reveal!, p1: p1! };
}

describe('the open game (session)', () => {
  it('creates a game only from a setup the engine accepts, keeping the table preferences', async () => {
    const storage = memoryStorage();
    const [setup] = exampleLog();
    const refused = await createNewGame(storage, { ...(setup as SetupCommand), king: 'nowhere' as never }, 'Bad');
    expect(refused.ok).toBe(false);
    expect(storage.shared.games.size).toBe(0);
    const { session } = await newSession(storage);
    expect(session.summary.value.prefs).toEqual({ memoryMode: true, diskEntry: 'open' });
    expect(session.state.value?.phase).toBe('reveal');
  });

  it('plays a whole example game: each accepted command is one write, and the table equals the replay', async () => {
    const { storage, session } = await newSession();
    const [, ...commands] = exampleLog();
    for (const command of commands) {
      const outcome = await session.apply(command);
      expect(outcome).toEqual({ ok: true });
    }
    expect(storage.writes.every((w) => w.added === 1)).toBe(true);
    expect(storage.writes.length).toBe(commands.length);
    expect(session.state.value).toEqual(replay(exampleLog()).state);
    expect(session.summary.value.over).toBe(true);
    expect(JSON.parse(session.exportText())).toEqual({
      ...JSON.parse(recordText),
      format: RECORD_FORMAT,
      title: 'Friday',
    });
  });

  it('refuses a command the engine refuses, with its reason, and stores nothing', async () => {
    const { storage, session } = await newSession();
    const before = session.state.value;
    const outcome = await session.apply({ type: 'play-power', player: 'red', value: 13 });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(say(outcome.error.message)).toMatch(/waiting for/);
    expect(session.state.value).toBe(before);
    expect(storage.writes).toEqual([]);
  });

  it('shows nothing as done when the write fails, and says why', async () => {
    const { storage, session } = await newSession();
    const [, reveal] = exampleLog();
    const before = session.state.value;
    storage.failNextWrite(new StorageError(words('storage.full'), 'full'));
    const outcome = await session.apply(reveal!);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'storage/full' } });
    expect(session.state.value).toBe(before);
    expect(session.entries.value.length).toBe(1);
  });

  it('undo takes back exactly the last command, redo restores it until something else is entered', async () => {
    const { session } = await newSession();
    const [, reveal, power] = exampleLog();
    await session.apply(reveal!);
    const afterReveal = session.state.value;
    await session.apply(power!);
    const afterPower = session.state.value;
    expect(await session.undo()).toEqual({ ok: true });
    expect(session.state.value).toEqual(afterReveal);
    expect(session.redoable.value).toEqual([power]);
    expect(await session.redo()).toEqual({ ok: true });
    expect(session.state.value).toEqual(afterPower);
    await session.undo();
    await session.apply({ type: 'play-power', player: 'blue', value: 3 });
    expect(session.redoable.value).toEqual([]);
    expect((await session.redo()).ok).toBe(false);
    expect(session.entries.value.map((e) => e.kind)).toEqual([
      'command',
      'command',
      'command',
      'undo',
      'redo',
      'undo',
      'command',
    ]);
  });

  it('never undoes the setup', async () => {
    const { session } = await newSession();
    const outcome = await session.undo();
    expect(outcome).toMatchObject({ ok: false, error: { code: 'session/nothing-to-undo' } });
    expect(session.entries.value.length).toBe(1);
  });

  it('a correction replays the rest, names a later entry that no longer holds, and may take later entries back', async () => {
    const { session } = await newSession();
    const [, reveal, p1, p2] = exampleLog();
    await session.apply(reveal!);
    await session.apply(p1!);
    await session.apply(p2!);
    // Blue played 12 and Yellow 7: correcting Blue's card to 7 makes Yellow's card no longer hold.
    const clash = await session.correct(2, { type: 'play-power', player: 'blue', value: 7 });
    expect(clash).toMatchObject({ ok: false, error: { code: 'session/later-entry-fails', details: { entry: 3 } } });
    expect(session.log.value).toEqual([exampleLog()[0], reveal, p1, p2]);
    // Agreed to take back a different stretch than the correction now would: refused, nothing stored.
    expect(
      await session.correct(2, { type: 'play-power', player: 'blue', value: 7 }, { takeBack: { from: 3, count: 2 } }),
    ).toMatchObject({ ok: false, error: { code: 'session/correction-moved-on' } });
    const dropped = await session.correct(
      2,
      { type: 'play-power', player: 'blue', value: 7 },
      { takeBack: { from: 3, count: 1 } },
    );
    expect(dropped).toEqual({ ok: true });
    expect(session.log.value).toEqual([exampleLog()[0], reveal, { type: 'play-power', player: 'blue', value: 7 }]);
    // The correction and what it took back are one entry of the history.
    expect(session.entries.value.at(-1)).toEqual({
      kind: 'correct',
      index: 2,
      command: { type: 'play-power', player: 'blue', value: 7 },
      keep: 3,
    });
    expect(session.state.value).toEqual(replay(session.log.value).state);
    const fine = await session.correct(2, { type: 'play-power', player: 'blue', value: 11 });
    expect(fine).toEqual({ ok: true });
    expect(session.state.value?.played.blue).toBe(11);
  });

  it('says before anything is stored what a correction would take back, from which entry and round', async () => {
    const { session, storage } = await newSession();
    const [, reveal, p1, p2] = exampleLog();
    for (const c of [reveal!, p1!, p2!]) await session.apply(c);
    const writes = storage.writes.length;
    const plan = session.planCorrection(2, { type: 'play-power', player: 'blue', value: 7 });
    expect(plan).toMatchObject({
      ok: true,
      value: { index: 2, laterStop: { index: 3 }, takesBack: { from: 3, count: 1, round: 1 } },
    });
    const planned = session.planCorrection(2, { type: 'play-power', player: 'blue', value: 11 });
    expect(planned).toEqual({
      ok: true,
      value: { index: 2, command: { type: 'play-power', player: 'blue', value: 11 }, words: expect.anything() },
    });
    const words = planned.ok ? planned.value.words : undefined;
    expect(words && [say(words.now), say(words.corrected)]).toEqual([
      expect.stringMatching(/\b12\b/),
      expect.stringMatching(/\b11\b/),
    ]);
    expect(session.planCorrection(9, p1!)).toMatchObject({ ok: false, error: { code: 'session/no-such-entry' } });
    expect(session.planCorrection(2, { type: 'play-power', player: 'blue', value: 12 as never }).ok).toBe(true);
    expect(storage.writes.length).toBe(writes);
  });

  it('undo takes back a correction and the entries it took back in one step, and undoing that puts it back, each as one entry', async () => {
    const { session, storage } = await newSession();
    const [, reveal, p1, p2] = exampleLog();
    for (const c of [reveal!, p1!, p2!]) await session.apply(c);
    const before = { log: session.log.value, state: session.state.value };
    expect(session.lastCorrection.value).toBeUndefined();
    await session.correct(2, { type: 'play-power', player: 'blue', value: 7 }, { takeBack: { from: 3, count: 1 } });
    const corrected = { log: session.log.value, state: session.state.value };
    expect(session.lastCorrection.value).toMatchObject({ kind: 'correct', index: 2, takenBack: 1 });
    expect(await session.undo()).toEqual({ ok: true });
    expect(session.log.value).toEqual(before.log);
    expect(session.state.value).toEqual(before.state);
    expect(session.entries.value.at(-1)).toEqual({ kind: 'restore', to: 4 });
    expect(session.lastCorrection.value).toMatchObject({ kind: 'restore', index: 2, takenBack: 1 });
    expect(await session.undo()).toEqual({ ok: true });
    expect(session.log.value).toEqual(corrected.log);
    expect(session.state.value).toEqual(corrected.state);
    // What is stored reads back the same.
    const again = await openGameSession(storage, session.id);
    expect(again?.log.value).toEqual(corrected.log);
    expect(again?.lastCorrection.value).toMatchObject({ kind: 'correct', index: 2, takenBack: 1 });
  });

  it('a correction that does not hold itself is refused and changes nothing', async () => {
    const { session } = await newSession();
    const [, reveal] = exampleLog();
    await session.apply(reveal!);
    const outcome = await session.correct(1, { type: 'reveal-cards', cards: { '1': 'classic/no-such-card' } });
    expect(outcome.ok).toBe(false);
    expect(session.log.value[1]).toEqual(reveal);
  });

  it('a second tab follows read-only and is refused any write; it sees the first tab’s writes', async () => {
    const shared = memoryStorage();
    const { session, id } = await newSession(shared);
    const other = await openGameSession(memoryStorage(shared.shared), id);
    expect(other?.readOnly.value).toBe(true);
    const [, reveal] = exampleLog();
    expect(await other!.apply(reveal!)).toMatchObject({ ok: false, error: { code: 'session/read-only' } });
    await session.apply(reveal!);
    // The writing tab announces once it has shown the write; the follower then reads it.
    await expect.poll(() => other!.state.value).toEqual(session.state.value);
    session.close();
    other!.close();
  });

  it('a follower hears a write the other tab announces while it is still reading the history', async () => {
    const shared = memoryStorage();
    const { session, id } = await newSession(shared);
    const [, reveal] = exampleLog();
    const follower = memoryStorage(shared.shared);
    const load = follower.load.bind(follower);
    // The history is read, then the writing tab stores and announces before the follower has set itself up.
    let first = true;
    follower.load = async (gameId) => {
      const read = await load(gameId);
      if (!first) return read;
      first = false;
      await session.apply(reveal!);
      await new Promise((r) => setTimeout(r, 0));
      return read;
    };
    const other = await openGameSession(follower, id);
    await expect.poll(() => other!.log.value).toEqual(session.log.value);
    expect(other!.state.value).toEqual(session.state.value);
    session.close();
    other!.close();
  });

  it('a follower takes over as the writer once the writing tab closes the game, as it stands on disk', async () => {
    const shared = memoryStorage();
    const { session, id } = await newSession(shared);
    const other = await openGameSession(memoryStorage(shared.shared), id);
    const [, reveal, power] = exampleLog();
    await session.apply(reveal!);
    session.close();
    await expect.poll(() => other!.readOnly.value).toBe(false);
    expect(other!.entries.value.length).toBe(2);
    expect(await other!.apply(power!)).toEqual({ ok: true });
    other!.close();
  });

  it('a closed game takes no more writes, even ones queued before it closed', async () => {
    const { storage, session } = await newSession();
    const [, reveal] = exampleLog();
    const queued = session.apply(reveal!);
    session.close();
    expect(await queued).toMatchObject({ ok: false, error: { code: 'session/closed' } });
    expect(storage.writes).toEqual([]);
  });

  it('a game whose rows cannot be read lets go of its lock', async () => {
    const storage = memoryStorage();
    const { session, id } = await newSession(storage);
    session.close();
    const broken = { ...storage, load: async () => Promise.reject(new Error('unreadable')) };
    await expect(openGameSession(broken, id)).rejects.toThrow('unreadable');
    expect(storage.shared.locks.has(id)).toBe(false);
  });

  it('a write against a history that moved on elsewhere is refused and the game reloads (never a fork)', async () => {
    const shared = memoryStorage();
    const { session, id } = await newSession(shared);
    shared.shared.locks.clear(); // a browser without Web Locks
    const other = await openGameSession(memoryStorage(shared.shared), id);
    const [, reveal] = exampleLog();
    expect(await other!.apply(reveal!)).toEqual({ ok: true });
    const outcome = await session.apply(reveal!);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'storage/conflict' } });
    expect(session.entries.value.length).toBe(2);
    expect(shared.shared.games.get(id)!.entries.length).toBe(2);
  });

  it('double taps are written one after another, each checked against the table as it then stands', async () => {
    const { session } = await newSession();
    const [, reveal] = exampleLog();
    const [a, b] = await Promise.all([session.apply(reveal!), session.apply(reveal!)]);
    expect(a).toEqual({ ok: true });
    expect(b.ok).toBe(false);
    expect(session.entries.value.length).toBe(2);
  });

  it('a stored history that stops replaying says where, and refuses new commands until fixed', async () => {
    const { storage, id, stored, p1 } = await closedAfterReveal();
    // Written as any write is, summary and all, by something that did not check it.
    stored.entries.push({ kind: 'command', command: { ...p1!, value: 99 } as unknown as Command });
    stored.summary = { ...stored.summary, entries: stored.entries.length };
    const reopened = await openGameSession(storage, id);
    expect(reopened!.stopped.value?.index).toBe(2);
    expect((await reopened!.apply(p1!)).ok).toBe(false);
    expect(await reopened!.correct(2, p1!)).toEqual({ ok: true });
    expect(reopened!.stopped.value).toBeUndefined();
  });

  it('a history with a row that cannot be read is followed up to it, read-only, and goes on in a copy without it', async () => {
    const { storage, id, stored, reveal, p1 } = await closedAfterReveal();
    // As the store reads it back: the rows before the one that cannot be read, and what is wrong with it.
    stored.unreadable = {
      entry: 3,
      message: "The saved history cannot be read at entry 3 of this game's history: it is not a known kind of entry.",
    };
    const before = structuredClone(stored);
    const reopened = (await openGameSession(storage, id))!;
    expect(reopened.unreadable).toEqual(stored.unreadable);
    expect(reopened.readOnly.value).toBe(true);
    expect(reopened.state.value?.phase).toBe('power');
    // Nothing is stored after a row that cannot be read, by any way in.
    for (const tried of [reopened.apply(p1!), reopened.undo(), reopened.redo(), reopened.correct(1, reveal!)]) {
      const outcome = await tried;
      expect(outcome).toMatchObject({ ok: false, error: { code: 'session/unreadable' } });
      expect(outcome.ok ? '' : say(outcome.error.message)).toMatch(
        /^Entry 3 of this game's saved history cannot be read/,
      );
    }
    expect(storage.shared.games.get(id)).toEqual(before);
    // The lock was let go at once: another tab may open it too, and is read-only as well.
    expect(storage.shared.locks.has(id)).toBe(false);
    expect(reopened.exportText()).toContain('"reveal-cards"');
    const copied = await copyReadablePart(storage, reopened, 5000);
    if (!copied.ok) throw new Error(say(copied.error.message));
    expect(copied.value).toMatchObject({
      title: 'Friday, before entry 3',
      entries: 2,
      round: 1,
      over: false,
      prefs: { memoryMode: true, diskEntry: 'open' },
    });
    const copy = (await openGameSession(storage, copied.value.id))!;
    expect(copy.readOnly.value).toBe(false);
    expect(await copy.apply(p1!)).toEqual({ ok: true });
    expect(storage.shared.games.get(id)).toEqual(before);
  });

  it('makes no copy of a game whose every row can be read, or one with no readable setup', async () => {
    const storage = memoryStorage();
    const { session, id } = await newSession(storage);
    expect(await copyReadablePart(storage, session)).toMatchObject({ ok: false, error: { code: 'session/readable' } });
    session.close();
    const stored = storage.shared.games.get(id)!;
    stored.entries = [];
    stored.unreadable = { entry: 1, message: 'The saved history cannot be read at entry 1.' };
    const reopened = (await openGameSession(storage, id))!;
    expect(reopened.state.value).toBeUndefined();
    expect(await copyReadablePart(storage, reopened)).toMatchObject({
      ok: false,
      error: { code: 'session/nothing-readable' },
    });
    expect(storage.shared.games.size).toBe(1);
  });
});

describe('importing a record', () => {
  it('imports a whole record as a game, and refuses one whose command does not hold, naming it', async () => {
    const storage = memoryStorage();
    const imported = await importRecordText(storage, recordText);
    expect(imported.ok && imported.value.over).toBe(true);
    const bad = JSON.parse(recordText);
    bad.commands[2].value = 12; // Blue already played the 12 this round
    const refused = await importRecordText(storage, JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(say(refused.error.message)).toMatch(/^Command 2 \(play-power\) does not hold/);
    bad.commands[2].value = 99;
    const malformed = await importRecordText(storage, JSON.stringify(bad));
    expect(malformed.ok).toBe(false);
    if (!malformed.ok)
      expect(say(malformed.error.message)).toMatch(/command 2 \(play-power\), value: must be a power card/);
    expect((await importRecordText(storage, 'nope')).ok).toBe(false);
    expect(storage.shared.games.size).toBe(1);
  });

  it('takes the next entry while a described card is still being kept on the device, the game holding it already', async () => {
    const parsed = parseRecord(
      JSON.parse(readFileSync(new URL('../../examples/records/bigbox-colonies-2p.json', import.meta.url), 'utf8')),
    );
    if (!parsed.ok) throw new Error(say(parsed.error.message));
    const [setup, disks, describeCard, reveal] = recordLog(parsed.value);
    expect(describeCard?.type).toBe('describe-card');
    const storage = memoryStorage();
    const created = await createNewGame(storage, setup as SetupCommand, 'Slow deck');
    if (!created.ok) throw new Error(say(created.error.message));
    // The device's deck is written slowly: its save waits until let go.
    const deckStore = memoryDecks();
    let letGo = () => undefined as void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const slowDecks = { ...deckStore, saveDecks: async (d: unknown) => held.then(() => deckStore.saveDecks(d)) };
    const session = await openGameSession(storage, created.value.id, createDeviceDecks(slowDecks));
    if (!session) throw new Error('not opened');
    expect(await session.apply(disks!)).toEqual({ ok: true });
    // The entry is done while the deck is still being written: the next is taken at once.
    expect(await session.apply(describeCard!)).toEqual({ ok: true });
    expect(deckStore.saves).toBe(0);
    expect(await session.apply(reveal!)).toEqual({ ok: true });
    letGo();
    await expect.poll(() => deckStore.saves).toBe(1);
  });
});
