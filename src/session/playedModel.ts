import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Result, Text } from '../rules';
import { words } from '../rules';
import { type Done, done, refuse } from './done';
import { countedAs, type MergedNames, nameKey, type PlayerStats, playerStats } from './playerStats';
import type { PlayResult } from './playResult';

/** The finished games on this device that have a result, newest first, and how many have none. */
export interface FinishedGames {
  readonly results: readonly PlayResult[];
  /** Finished games whose history no longer replays to their end: left out of the counts, and said so. */
  readonly withoutResult: number;
}

/** Where the table's merged spellings are kept on this device (the page's local storage; memory in tests). */
export interface MergedNamesStore {
  load(): unknown;
  save(merged: MergedNames): void;
}

/** Reads kept merges warily: a name key to a name key, both strings, anything else left out. */
export function readMergedNames(stored: unknown): MergedNames {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([from, into]) => typeof into === 'string' && from !== into && from.length <= 200 && into.length <= 200,
    ),
  );
}

export interface PlayedModel {
  /** Undefined until the games are read. */
  readonly finished: ReadonlySignal<FinishedGames | undefined>;
  readonly problem: ReadonlySignal<Text | undefined>;
  readonly merged: ReadonlySignal<MergedNames>;
  readonly players: ReadonlySignal<readonly PlayerStats[]>;
  load(): Promise<void>;
  /**
   * Counts every game of one person as another's (two spellings of one person), each named by its key in
   * `players`: every spelling counted as `from` goes with it.
   */
  merge(from: string, into: string): Done;
  /** Counts a merged spelling on its own again. */
  separate(key: string): Done;
  /** A name key as the table reads it: the person's name, else the spelling typed in a game, else the key. */
  nameOf(key: string): string;
}

/** The games this table finished and the people who played them, with the spellings the table merged. */
export function createPlayedModel(read: () => Promise<Result<FinishedGames>>, store: MergedNamesStore): PlayedModel {
  const finished = signal<FinishedGames | undefined>(undefined);
  const problem = signal<Text | undefined>(undefined);
  const merged = signal<MergedNames>(readMergedNames(store.load()));
  const players = computed(() => playerStats(finished.value?.results ?? [], merged.value));
  // Kept on the device first: where it cannot be, nothing changes and the table is told.
  const keep = (next: MergedNames): Done => {
    try {
      store.save(next);
    } catch {
      return refuse('played/not-kept', words('played.notKept'));
    }
    merged.value = next;
    return done();
  };
  const nameOf = (key: string) =>
    players.peek().find((p) => p.key === key)?.name ??
    players
      .peek()
      .flatMap((p) => p.spellings)
      .find((s) => nameKey(s) === key) ??
    key;
  return {
    finished,
    problem,
    merged,
    players,
    async load() {
      const found = await read();
      if (found.ok) {
        finished.value = found.value;
        problem.value = undefined;
      } else problem.value = found.error.message;
    },
    merge(from, into) {
      const source = countedAs(merged.value, nameKey(from));
      const target = countedAs(merged.value, nameKey(into));
      if (source === '' || target === '') return refuse('played/no-name', words('played.noName'));
      if (source === target)
        return refuse(
          'played/same-person',
          words('played.samePerson', { name: nameOf(nameKey(from)), other: nameOf(nameKey(into)) }),
        );
      // The person as a whole goes: the names merged into `source` follow it to the target.
      return keep({ ...merged.value, [source]: target });
    },
    nameOf,
    separate(key) {
      if (!Object.hasOwn(merged.value, key)) return refuse('played/not-merged', words('played.notMerged'));
      const { [key]: _gone, ...rest } = merged.value;
      return keep(rest);
    },
  };
}
