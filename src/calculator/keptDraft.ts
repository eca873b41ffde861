import { effect, type Signal, signal } from '@preact/signals-core';
import { fieldOf, type Text } from '../rules';
import type { BoardStorage } from '../session/boardStorage';
import type { BoardDraft, LoadedBoard } from './boardDraft';
import { fitToModules } from './draftTable';
import { type KeptValues, keptValuesOf } from './keptValues';
import type { ModelScope } from './modelScope';
import { readStoredDraft } from './storedDraft';

/**
 * Keeps the board being entered on this device: it comes back after a reload, and every change is
 * written (the latest one wins when changes come faster than the disk). A board kept by an older
 * version that this one cannot read is left aside, and said, until the table discards it or enters
 * another.
 */
export function createKeptDraft(
  storage: Promise<BoardStorage | undefined>,
  { draft, loaded }: Pick<BoardDraft, 'draft' | 'loaded'>,
  keptValues: Signal<KeptValues>,
  scope: ModelScope,
) {
  /** Why the board being entered when the page was last open cannot be read, until the table discards it. */
  const damagedDraft = signal<Text | undefined>(undefined);
  const start = draft.peek();
  /** What is kept: the board on screen, the saved board it is, and the printed values the table entered. */
  const keptValue = () => ({ draft: draft.value, loaded: loaded.value, printedValues: keptValues.value });
  const write = latestWins((boards: BoardStorage, value: unknown) => boards.keepDraft(value).catch(() => undefined));
  // The effect is pushed onto the scope's effects here: models disposed before storage opened never start it.
  const keeping = { stopped: false };
  scope.effects.push(() => void (keeping.stopped = true));
  void storage.then(async (boards) => {
    if (!boards) return;
    const kept = await boards.loadDraft().catch(() => undefined);
    if (keeping.stopped) return;
    // Restored only while nothing was entered meanwhile: the players' newest taps win.
    const [keptDraft, keptLoaded] = [fieldOf(kept, 'draft'), fieldOf(kept, 'loaded')];
    const values = keptValuesOf(fieldOf(kept, 'printedValues'));
    // Values entered meanwhile are newer than those kept.
    keptValues.value = { ...values, ...keptValues.peek() };
    const read = keptDraft === undefined ? undefined : readStoredDraft(keptDraft);
    if (draft.peek() === start && read?.ok) {
      draft.value = { ...read.value, snapshot: fitToModules(read.value.snapshot, keptValues.peek()) };
      loaded.value = isLoadedBoard(keptLoaded) ? keptLoaded : undefined;
    }
    if (draft.peek() === start && read && !read.ok) damagedDraft.value = read.error.message;
    const shownFirst = draft.peek();
    // Kept after the tap has been painted, never in its way; taps in between are written once, as the newest.
    scope.effects.push(
      effect(() => {
        if (damagedDraft.value && draft.value === shownFirst) return;
        damagedDraft.value = undefined;
        const value = keptValue();
        scope.afterPaint(() => void write(boards, value));
      }),
    );
  });
  return {
    damagedDraft,
    /**
     * Lets go of a kept board that could not be read: the board on screen is kept from now on. The notice
     * goes once the board on screen is written in its place, so a reload right after finds it, never the
     * damaged one. (While the notice shows, nothing else writes the kept board.)
     */
    discardDamagedDraft: async (): Promise<void> => {
      const boards = await storage;
      await boards?.keepDraft(keptValue()).catch(() => undefined);
      damagedDraft.value = undefined;
    },
  };
}

/**
 * A write that runs one at a time: a value asked for while one is being written waits, and only the
 * newest of those waiting is written next.
 */
function latestWins<S>(writeOne: (storage: S, value: unknown) => Promise<unknown>) {
  let writing = false;
  let waiting: unknown;
  const write = async (storage: S, value: unknown): Promise<void> => {
    if (writing) return void (waiting = value);
    writing = true;
    try {
      await writeOne(storage, value);
    } finally {
      writing = false;
    }
    if (waiting !== undefined) {
      const next = waiting;
      waiting = undefined;
      await write(storage, next);
    }
  };
  return write;
}

/** The board a kept draft was last saved as or opened from, as this version writes it. */
const isLoadedBoard = (value: unknown): value is LoadedBoard =>
  typeof fieldOf(value, 'id') === 'string' && typeof fieldOf(value, 'name') === 'string';
