import { type Signal, signal } from '@preact/signals-core';
import { type Result, words } from '../rules';
import type { BoardStorage, SavedBoard } from '../session/boardStorage';
import { type Done, done, refuse } from '../session/done';
import { storageRefusal } from '../session/storageProblem';
import type { BoardDraft } from './boardDraft';
import type { CalculatorDraft } from './draft';
import { fitToModules } from './draftTable';
import type { KeptValues } from './keptValues';
import { readStoredDraft } from './storedDraft';

/** A saved board as the calculator lists it: the board ready to load, or why it cannot be read. */
export type ListedBoard = SavedBoard & { readonly read: Result<CalculatorDraft> };

const listed = (rows: SavedBoard[]): ListedBoard[] => rows.map((row) => ({ ...row, read: readStoredDraft(row.draft) }));

/**
 * The boards saved on this device: listed, saved (over the board loaded when the name is its own),
 * loaded and deleted; saving over a board and deleting one can be taken back once.
 */
export function createSavedBoards(
  storage: Promise<BoardStorage | undefined>,
  { draft, loaded, lastReplaced, replacing }: BoardDraft,
  keptValues: Signal<KeptValues>,
) {
  const boards = signal<ListedBoard[]>([]);
  /** Reads the list of saved boards again. */
  const relist = async (boardsHere: BoardStorage) => {
    boards.value = listed(await boardsHere.list());
  };
  /** The way back from a change that took a board's content away: written again as it was. */
  const putBack = (boardsHere: BoardStorage, board: SavedBoard) => async () => {
    await boardsHere.save(board.name, board.draft, board.id, board.savedAt);
    await relist(boardsHere);
  };
  return {
    boards,
    async refreshBoards() {
      const boardsHere = await storage;
      if (boardsHere) await relist(boardsHere);
    },
    /** Saves the board on screen under `name`: over the board loaded when the name is its own, else as another. */
    async save(name: string): Promise<Done> {
      const boardsHere = await storage;
      if (!boardsHere) return refuse('storage/unavailable', words('refusal.calculator/storage-unavailable'));
      try {
        const same = loaded.value?.name === name ? loaded.value.id : undefined;
        const replaced = boards.value.find((b) => b.id === same);
        const saved = await boardsHere.save(name, draft.value, same);
        loaded.value = { id: saved.id, name: saved.name };
        boardsHere.keepPersistent();
        await relist(boardsHere);
        // Saving over a board replaces what it held: the older version can be put back.
        lastReplaced.value = replaced && {
          done: words('calc.done.savedOver', { name: replaced.name }),
          undoLabel: words('calc.undo.savedOver', { name: replaced.name }),
          undo: putBack(boardsHere, replaced),
        };
        return done();
      } catch (error) {
        return storageRefusal(error);
      }
    },
    /**
     * Loads a saved board; one whose shape this version cannot read is refused and changes nothing. A
     * board that lacks the colony pieces' values takes those the table has kept.
     */
    load(board: SavedBoard | ListedBoard): Done {
      const read = 'read' in board ? board.read : readStoredDraft(board.draft);
      if (!read.ok)
        return refuse(
          'calculator/unreadable-board',
          words('boards.unreadable', { name: board.name, why: read.error.message }),
        );
      const saved = read.value;
      replacing(words('calc.done.loaded', { name: board.name }), () => {
        draft.value = { ...saved, snapshot: fitToModules(saved.snapshot, keptValues.value) };
        loaded.value = { id: board.id, name: board.name };
      });
      return done();
    },
    async remove(board: SavedBoard) {
      const boardsHere = await storage;
      if (!boardsHere) return;
      await boardsHere.remove(board.id);
      await relist(boardsHere);
      lastReplaced.value = {
        done: words('calc.done.deleted', { name: board.name }),
        undoLabel: words('calc.undo.deleted', { name: board.name }),
        undo: putBack(boardsHere, board),
      };
    },
  };
}
