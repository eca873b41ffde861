/**
 * Restoring a backup decides per game before anything is written: a game not on this device is added, a
 * game here is kept when its history holds the backup's, extended when the backup's continues it, and a
 * conflict when each has entries the other lacks. Nothing is ever merged.
 */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/rules';
import type { GameSummary } from '../../src/session/gameStorage';
import { type PlannedGame, planRestore } from '../../src/session/restorePlan';
import { exampleLog } from '../support/exampleSession';

const entries: LogEntry[] = exampleLog().map((command) => ({ kind: 'command', command }));

const game = (id: string, history: readonly LogEntry[]): PlannedGame => ({
  summary: {
    id,
    title: id,
    edition: 'classic',
    players: ['Red'],
    createdAt: 0,
    lastPlayedAt: history.length,
    entries: history.length,
    round: 1,
    over: false,
    dataVersion: 4,
  } satisfies GameSummary,
  entries: history,
});

describe('the plan of a restore', () => {
  const here = new Map(
    [
      game('same', entries.slice(0, 10)),
      game('longer-here', entries.slice(0, 12)),
      game('shorter-here', entries.slice(0, 5)),
      game('apart', entries.slice(0, 6)),
    ].map((g) => [g.summary.id, g]),
  );
  const plan = planRestore(here, [
    game('new', entries.slice(0, 3)),
    // Read back from a file: the same entries as other objects.
    game('same', structuredClone(entries.slice(0, 10))),
    game('longer-here', entries.slice(0, 8)),
    game('shorter-here', entries.slice(0, 9)),
    game('apart', [...entries.slice(0, 5), { kind: 'undo' }]),
  ]);

  it('adds the games this device does not hold', () => {
    expect(plan.add.map((g) => g.summary.id)).toEqual(['new']);
  });

  it('keeps a game whose history here holds the backup’s, the same or longer', () => {
    expect(plan.kept.map((s) => s.id)).toEqual(['same', 'longer-here']);
  });

  it('extends a game whose backup continues the history here', () => {
    expect(plan.extend.map(({ stored, game }) => [stored.entries, game.entries.length])).toEqual([[5, 9]]);
  });

  it('shows histories that went apart as a conflict, merging nothing', () => {
    expect(plan.conflicts.map(({ stored, game }) => [stored.id, stored.entries, game.entries.length])).toEqual([
      ['apart', 6, 6],
    ]);
  });

  it('reads an entry whose keys are written in another order as the same entry', () => {
    // A file's text keeps the order its writer chose; the device's rows keep theirs.
    const reordered = (entry: LogEntry) =>
      JSON.parse(
        JSON.stringify(entry, (_k, v) =>
          v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
        ),
      );
    const again = planRestore(here, [game('same', entries.slice(0, 10).map(reordered))]);
    expect(again.kept.map((s) => s.id)).toEqual(['same']);
    expect(again.conflicts).toEqual([]);
  });
});
