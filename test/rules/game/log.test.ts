import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/rules/game/commands';
import { readLog, type LogEntry } from '../../../src/rules/game/log';

const c = (n: number): Command => ({ type: 'play-power', player: 'red', value: n as never });
const cmd = (n: number): LogEntry => ({ kind: 'command', command: c(n) });

describe('reading a history', () => {
  it('adds commands, undoes the last, redoes the last undone', () => {
    expect(readLog([cmd(0), cmd(1), cmd(2), { kind: 'undo' }, { kind: 'undo' }])).toEqual({ log: [c(0)], redoable: [c(2), c(1)] });
    expect(readLog([cmd(0), cmd(1), cmd(2), { kind: 'undo' }, { kind: 'undo' }, { kind: 'redo' }]).log).toEqual([c(0), c(1)]);
  });
  it('forgets what could be redone once something else is entered or corrected', () => {
    expect(readLog([cmd(0), cmd(1), { kind: 'undo' }, cmd(5)])).toEqual({ log: [c(0), c(5)], redoable: [] });
    expect(readLog([cmd(0), cmd(1), cmd(2), { kind: 'undo' }, { kind: 'correct', index: 1, command: c(7) }])).toEqual({ log: [c(0), c(7)], redoable: [] });
  });
  it('never undoes the setup; a redo with nothing undone and a correction of a missing entry change nothing', () => {
    expect(readLog([cmd(0), { kind: 'undo' }, { kind: 'redo' }, { kind: 'correct', index: 4, command: c(9) }]).log).toEqual([c(0)]);
  });
  it('may correct the setup itself', () => {
    expect(readLog([cmd(0), cmd(1), { kind: 'correct', index: 0, command: c(3) }]).log).toEqual([c(3), c(1)]);
  });
});
