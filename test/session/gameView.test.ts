import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { type Command, replay } from '../../src/rules';
import { done } from '../../src/session/done';
import { openGameSession } from '../../src/session/gameSession';
import { exampleLog, exampleSession } from '../support/exampleSession';
import { memoryStorage } from '../support/memoryStorage';
import { say } from '../support/speech';

describe('the view of the game the screens enter commands on', () => {
  it('is there once the game has a table, always with a table, and stays the same view as commands are entered', async () => {
    const { session, rest } = await exampleSession();
    const view = session.view.value!;
    expect(view.mode).toEqual({ kind: 'live' });
    expect(view.state.value).toBe(session.state.value);
    await view.apply(rest[0]!);
    await view.apply(rest[1]!);
    expect(session.view.value).toBe(view);
    expect(view.state.value).toBe(session.state.value);
    expect(view.state.value).toEqual(replay(session.log.value).state);
    session.close();
  });

  it('stores a command sent through it as the next entry, and refuses one the engine refuses, storing nothing', async () => {
    const { session, storage, rest } = await exampleSession();
    const view = session.view.value!;
    const refused = await view.apply({ type: 'play-power', player: 'red', value: 13 });
    expect(refused.ok).toBe(false);
    expect(storage.writes).toEqual([]);
    expect(await view.apply(rest[0]!)).toEqual(done());
    expect(storage.writes).toHaveLength(1);
    session.close();
  });

  it('says where the next entry goes, and nowhere for a tab that only follows the game', async () => {
    const { session, id, storage } = await exampleSession(2);
    expect(session.view.value!.nextEntry.value).toEqual({ entries: 3, inForce: 3 });
    const follower = await openGameSession(memoryStorage(storage.shared), id);
    expect(follower!.view.value!.nextEntry.value).toBeUndefined();
    follower!.close();
    session.close();
  });
});

describe('the history in words', () => {
  it('names each command in force with the table just before it', async () => {
    const { session } = await exampleSession(3);
    const history = session.history.value;
    const log = exampleLog().slice(0, 4);
    expect(history.map((h) => h.command)).toEqual(log);
    expect(history[0]!.before).toBeUndefined();
    for (const [i, entry] of history.entries()) {
      expect(entry.index).toBe(i);
      expect(entry.before).toEqual(replay(log.slice(0, i)).state);
      expect(say(entry.words).length).toBeGreaterThan(0);
    }
    expect(say(history[2]!.words)).toMatch(/12/);
    session.close();
  });

  it('keeps the tables of the entries a new command leaves as they were', async () => {
    const { session, rest } = await exampleSession(2);
    const first = session.history.value;
    await session.apply(rest[0]!);
    const next = session.history.value;
    expect(next).toHaveLength(first.length + 1);
    for (const [i, entry] of first.entries()) expect(next[i]!.before).toBe(entry.before);
    session.close();
  });

  it('follows an undo and a correction', async () => {
    const { session } = await exampleSession(3);
    await session.undo();
    expect(session.history.value).toHaveLength(3);
    await session.correct(2, { type: 'play-power', player: 'blue', value: 11 });
    expect(session.history.value[2]!.command).toEqual({ type: 'play-power', player: 'blue', value: 11 });
    expect(say(session.history.value[2]!.words)).toMatch(/11/);
    session.close();
  });
});

describe('the view for correcting one entry', () => {
  it('shows the table just before the entry, and hands the one command entered to the correction, storing nothing', async () => {
    const { session, storage } = await exampleSession(3);
    const writes = storage.writes.length;
    const proposed: Command[] = [];
    const view = session.correctionView(2, (command) => (proposed.push(command), done()))!;
    expect(view.mode).toEqual({ kind: 'correction', index: 2 });
    expect(view.state.value).toEqual(replay(exampleLog().slice(0, 2)).state);
    expect(view.log.value).toEqual(exampleLog().slice(0, 2));
    expect(view.nextEntry.value).toBeUndefined();
    const corrected: Command = { type: 'play-power', player: 'blue', value: 11 };
    expect(await view.apply(corrected)).toEqual(done());
    expect(proposed).toEqual([corrected]);
    expect(storage.writes.length).toBe(writes);
    expect(session.log.value[2]).toEqual(exampleLog()[2]);
    session.close();
  });

  it('previews against the table before the entry, not the table now', async () => {
    const { session } = await exampleSession(3);
    const view = session.correctionView(2, () => done())!;
    // Blue's card is played at entry 2: before it, playing 11 holds; now Blue has played already.
    expect(view.preview({ type: 'play-power', player: 'blue', value: 11 }).ok).toBe(true);
    expect(session.view.value!.preview({ type: 'play-power', player: 'blue', value: 11 }).ok).toBe(false);
    session.close();
  });

  it('passes the refusal of the correction back to the panel that sent it', async () => {
    const { session } = await exampleSession(3);
    const view = session.correctionView(2, (command) => {
      const plan = session.planCorrection(2, command);
      return plan.ok ? done() : plan;
    })!;
    const outcome = await view.apply({ type: 'reveal-cards', cards: {} } as never);
    expect(outcome.ok).toBe(false);
    session.close();
  });

  it('is not offered for the setup, which no table stood before', async () => {
    const { session } = await exampleSession(1);
    expect(session.correctionView(0, () => done())).toBeUndefined();
    expect(session.correctionView(7, () => done())).toBeUndefined();
    session.close();
  });

  it('keeps its table while later entries are added, and follows a correction before its entry', async () => {
    const { session, rest } = await exampleSession(3);
    const view = session.correctionView(3, () => done())!;
    const table = view.state.value;
    let runs = 0;
    const stop = effect(() => void (view.state.value, (runs += 1)));
    await session.apply(rest[0]!);
    expect(view.state.value).toBe(table);
    expect(runs).toBe(1);
    await session.correct(2, { type: 'play-power', player: 'blue', value: 11 });
    expect(view.state.value.played.blue).toBe(11);
    expect(runs).toBe(2);
    stop();
    session.close();
  });
});
