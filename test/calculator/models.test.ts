/**
 * The calculator's small models, each on its own: the board draft and its changes with one undo, the
 * scoring that follows the board, the saved boards, the draft kept on the device, and the scope that
 * stops them.
 */
import { signal } from '@preact/signals-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBoardChanges } from '../../src/calculator/boardChanges';
import { createBoardDraft } from '../../src/calculator/boardDraft';
import { createBoardFiles } from '../../src/calculator/boardFiles';
import { createBoardScoring } from '../../src/calculator/boardScoring';
import { createKeptDraft } from '../../src/calculator/keptDraft';
import type { KeptValues } from '../../src/calculator/keptValues';
import { createModelScope } from '../../src/calculator/modelScope';
import { createSavedBoards } from '../../src/calculator/savedBoards';
import { needParts, speak } from '../../src/i18n/speech';
import type { BoardStorage, SavedBoard } from '../../src/session/boardStorage';
import { say } from '../support/speech';

beforeAll(async () => {
  await speak('en');
  await needParts('screens', 'engine');
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Saved boards in memory, each save and each kept draft written down. */
function memoryBoards(keptBefore?: unknown) {
  const rows = new Map<string, SavedBoard>();
  const kept: unknown[] = [];
  let next = 0;
  const boards: BoardStorage & { kept: unknown[] } = {
    kept,
    list: async () => [...rows.values()],
    save: async (name, draft, id = `b${(next += 1)}`, at = next): Promise<SavedBoard> => {
      const row = { id, name, draft, savedAt: at, dataVersion: 2 };
      rows.set(id, row);
      return row;
    },
    remove: async (id) => void rows.delete(id),
    loadDraft: async () => keptBefore,
    keepDraft: async (draft) => void kept.push(structuredClone(draft)),
    keepPersistent: () => undefined,
  };
  return boards;
}

function boardWithChanges() {
  const keptValues = signal<KeptValues>({});
  const board = createBoardDraft(keptValues);
  return { keptValues, board, changes: createBoardChanges(board) };
}

describe('the board draft and its changes', () => {
  it('bounds a count by what the colour has left, and takes a replacement back once', () => {
    const { board, changes } = boardWithChanges();
    changes.changeCount('galicia', 'red', 3);
    expect(board.countOf('galicia', 'red')).toBe(3);
    expect(board.mostOf('galicia', 'red')).toBe(30);
    changes.changeCount('galicia', 'red', 28);
    expect(board.countOf('galicia', 'red')).toBe(3);
    changes.clearBoard();
    expect(board.caballerosOnBoard()).toBe(0);
    expect(board.lastReplaced.value && say(board.lastReplaced.value.done)).toBeTruthy();
    return board.undoReplaced().then(() => {
      expect(board.countOf('galicia', 'red')).toBe(3);
      expect(board.lastReplaced.value).toBeUndefined();
    });
  });

  it('refuses a colour seated twice, and changes nothing', () => {
    const { board, changes } = boardWithChanges();
    const before = board.draft.value;
    const seated = changes.addColour('red', 'player');
    expect(seated.ok).toBe(false);
    expect(board.draft.value).toBe(before);
  });

  it('puts an imported board on screen, which one undo takes back', async () => {
    const { board, changes } = boardWithChanges();
    changes.changeCount('aragon', 'blue', 2);
    const files = createBoardFiles(board);
    const exported = files.exportSnapshot();
    changes.changeCount('aragon', 'blue', 1);
    expect(files.importSnapshot(exported).ok).toBe(true);
    expect(board.countOf('aragon', 'blue')).toBe(2);
    await board.undoReplaced();
    expect(board.countOf('aragon', 'blue')).toBe(3);
    expect(files.importSnapshot('{ not json').ok).toBe(false);
    expect(board.countOf('aragon', 'blue')).toBe(3);
  });
});

describe('the scoring that follows the board', () => {
  it('scores the board entered, and stops following it once its scope is disposed', () => {
    const scope = createModelScope();
    const { board, changes } = boardWithChanges();
    const scoring = createBoardScoring(board, scope);
    changes.changeCount('galicia', 'red', 2);
    // Without frames (as here) the map and the scoring catch up at once.
    expect(scoring.scoredCountOf('galicia', 'red')).toBe(2);
    expect(scoring.mappedCountOf('galicia', 'red')).toBe(2);
    expect(scoring.result.value?.totals).toBeDefined();
    scope.dispose();
    changes.changeCount('galicia', 'red', 1);
    expect(board.countOf('galicia', 'red')).toBe(3);
    expect(scoring.scoredCountOf('galicia', 'red')).toBe(2);
  });
});

describe('the saved boards', () => {
  it('saves over the board loaded under its own name, and puts the older version back on undo', async () => {
    const storage = memoryBoards();
    const { keptValues, board, changes } = boardWithChanges();
    const saved = createSavedBoards(Promise.resolve(storage), board, keptValues);
    changes.changeCount('galicia', 'red', 1);
    expect((await saved.save('Round 3')).ok).toBe(true);
    changes.changeCount('galicia', 'red', 1);
    expect((await saved.save('Round 3')).ok).toBe(true);
    expect(saved.boards.value).toHaveLength(1);
    await board.undoReplaced();
    const [row] = saved.boards.value;
    expect(row?.read.ok && row.read.value.snapshot.pieces.galicia?.red).toBe(1);
    await saved.remove(row!);
    expect(saved.boards.value).toHaveLength(0);
    await board.undoReplaced();
    expect(saved.boards.value).toHaveLength(1);
  });

  it('refuses a saved board it cannot read, and changes nothing', () => {
    const { keptValues, board } = boardWithChanges();
    const saved = createSavedBoards(Promise.resolve(undefined), board, keptValues);
    const before = board.draft.value;
    const loaded = saved.load({ id: 'x', name: 'Old', draft: { not: 'a board' }, savedAt: 0, dataVersion: 2 });
    expect(loaded.ok).toBe(false);
    expect(board.draft.value).toBe(before);
  });
});

describe('the draft kept on this device', () => {
  it('brings the kept board back, keeps each change after it, and says when a kept board cannot be read', async () => {
    const first = memoryBoards();
    const scope = createModelScope();
    const { keptValues, board, changes } = boardWithChanges();
    createKeptDraft(Promise.resolve(first), board, keptValues, scope);
    await flush();
    changes.changeCount('sevilla', 'green', 4);
    await flush();
    const last = first.kept.at(-1);
    expect(last).toBeDefined();
    scope.dispose();

    const again = boardWithChanges();
    createKeptDraft(Promise.resolve(memoryBoards(last)), again.board, again.keptValues, createModelScope());
    await flush();
    expect(again.board.countOf('sevilla', 'green')).toBe(4);

    const damaged = boardWithChanges();
    const kept = createKeptDraft(
      Promise.resolve(memoryBoards({ draft: { snapshot: 'nonsense' } })),
      damaged.board,
      damaged.keptValues,
      createModelScope(),
    );
    await flush();
    expect(kept.damagedDraft.value).toBeDefined();
    await kept.discardDamagedDraft();
    expect(kept.damagedDraft.value).toBeUndefined();
  });
});
