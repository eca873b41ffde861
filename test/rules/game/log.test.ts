import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/rules/state/commands';
import { type LogEntry, readLog } from '../../../src/rules/state/log';

const c = (n: number): Command => ({ type: 'play-power', player: 'red', value: n as never });
const cmd = (n: number): LogEntry => ({ kind: 'command', command: c(n) });

describe('reading a history', () => {
  it('adds commands, undoes the last, redoes the last undone', () => {
    expect(readLog([cmd(0), cmd(1), cmd(2), { kind: 'undo' }, { kind: 'undo' }])).toEqual({
      log: [c(0)],
      redoable: [c(2), c(1)],
    });
    expect(readLog([cmd(0), cmd(1), cmd(2), { kind: 'undo' }, { kind: 'undo' }, { kind: 'redo' }]).log).toEqual([
      c(0),
      c(1),
    ]);
  });
  it('forgets what could be redone once something else is entered or corrected', () => {
    expect(readLog([cmd(0), cmd(1), { kind: 'undo' }, cmd(5)])).toEqual({ log: [c(0), c(5)], redoable: [] });
    expect(readLog([cmd(0), cmd(1), cmd(2), { kind: 'undo' }, { kind: 'correct', index: 1, command: c(7) }])).toEqual({
      log: [c(0), c(7)],
      redoable: [],
      lastCorrection: { kind: 'correct', index: 1, takenBack: 0, before: 4 },
    });
  });
  it('never undoes the setup; a redo with nothing undone and a correction of a missing entry change nothing', () => {
    expect(
      readLog([cmd(0), { kind: 'undo' }, { kind: 'redo' }, { kind: 'correct', index: 4, command: c(9) }]).log,
    ).toEqual([c(0)]);
  });
  it('may correct the setup itself', () => {
    expect(readLog([cmd(0), cmd(1), { kind: 'correct', index: 0, command: c(3) }]).log).toEqual([c(3), c(1)]);
  });
});

describe('corrections that take later commands back, and taking a correction back', () => {
  const game = [cmd(0), cmd(1), cmd(2), cmd(3), cmd(4)];
  it('a correction with keep replaces one command and leaves only the first `keep` in force, in one entry', () => {
    const view = readLog([...game, { kind: 'correct', index: 1, command: c(9), keep: 3 }]);
    expect(view.log).toEqual([c(0), c(9), c(2)]);
    expect(view.redoable).toEqual([]);
    expect(view.lastCorrection).toEqual({ kind: 'correct', index: 1, takenBack: 2, before: 5 });
  });
  it('a keep that would drop the corrected command itself, or keep more than there are, changes nothing', () => {
    expect(readLog([...game, { kind: 'correct', index: 3, command: c(9), keep: 3 }]).log).toEqual(
      game.map((e) => (e as { command: Command }).command),
    );
    expect(readLog([...game, { kind: 'correct', index: 1, command: c(9), keep: 6 }]).log).toHaveLength(5);
    expect(readLog([...game, { kind: 'correct', index: 1, command: c(9), keep: 1.5 }]).lastCorrection).toBeUndefined();
  });
  it('a restore to the point before a correction brings back the replaced command and every command taken back with it', () => {
    const corrected: LogEntry[] = [...game, { kind: 'undo' }, { kind: 'correct', index: 1, command: c(9), keep: 2 }];
    const before = readLog(corrected.slice(0, 6));
    const view = readLog([...corrected, { kind: 'restore', to: 6 }]);
    expect(view.log).toEqual(before.log);
    expect(view.redoable).toEqual(before.redoable);
    expect(view.lastCorrection).toEqual({ kind: 'restore', index: 1, takenBack: 2, before: 7 });
  });
  it('a restore to the point just before it puts the correction back: undo and redo of a correction, each one entry', () => {
    const corrected: LogEntry[] = [...game, { kind: 'correct', index: 1, command: c(9), keep: 3 }];
    const undone: LogEntry[] = [...corrected, { kind: 'restore', to: 5 }];
    expect(readLog(undone).log).toHaveLength(5);
    const redone = readLog([...undone, { kind: 'restore', to: 6 }]);
    expect(redone.log).toEqual([c(0), c(9), c(2)]);
    expect(redone.lastCorrection).toEqual({ kind: 'correct', index: 1, takenBack: 2, before: 7 });
  });
  it('anything else entered ends the one-step undo of a correction', () => {
    const corrected: LogEntry[] = [...game, { kind: 'correct', index: 1, command: c(9) }];
    expect(readLog(corrected).lastCorrection).toBeDefined();
    for (const next of [cmd(7), { kind: 'undo' } as const, { kind: 'redo' } as const])
      expect(readLog([...corrected, next]).lastCorrection).toBeUndefined();
  });
  it('a restore with no correction before it is described by what it took out of force', () => {
    const view = readLog([...game, { kind: 'restore', to: 3 }]);
    expect(view.log).toEqual([c(0), c(1), c(2)]);
    expect(view.lastCorrection).toEqual({ kind: 'restore', index: 3, takenBack: 2, before: 5 });
  });
  it('a restore to no point, a point not yet reached or its own place changes nothing', () => {
    const plain = readLog(game).log;
    for (const to of [0, -1, 99, 2.5, Number.NaN])
      expect(readLog([...game, { kind: 'restore', to }]).log).toEqual(plain);
  });
  it('reads the older form of a correction that took commands back (undos stored before it) as it always did', () => {
    const view = readLog([...game, { kind: 'undo' }, { kind: 'undo' }, { kind: 'correct', index: 1, command: c(9) }]);
    expect(view.log).toEqual([c(0), c(9), c(2)]);
  });
});
