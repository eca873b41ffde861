import { signal } from '@preact/signals-core';
import type { BoardAreaId } from '../rules';
import type { BoardStorage } from '../session/boardStorage';
import { createBoardChanges } from './boardChanges';
import { createBoardDraft } from './boardDraft';
import { createBoardFiles } from './boardFiles';
import { createBoardScoring } from './boardScoring';
import { createKeptDraft } from './keptDraft';
import { followPrintedValues, type KeptValues } from './keptValues';
import { createModelScope } from './modelScope';
import { createSavedBoards } from './savedBoards';

export type { LoadedBoard, Replaced } from './boardDraft';
export type { KeptValues } from './keptValues';
export type { ListedBoard } from './savedBoards';

/**
 * The calculator: one board draft in the snapshot format, its scoring computed from it, and the
 * actions the screen offers, made of small models that share the draft: the board and its changes,
 * its scoring paced to the frames, the saved boards, the draft kept on this device, and its files.
 * `dispose` stops them all.
 */
export function createCalculatorModel(storage: Promise<BoardStorage | undefined>) {
  const scope = createModelScope();
  /**
   * The colony pieces' printed values: entered once per game, they outlive the board (cleared, loaded,
   * imported, a module switched off and on) and a reload.
   */
  const keptValues = signal<KeptValues>({});
  const board = createBoardDraft(keptValues);
  const kept = createKeptDraft(storage, board, keptValues, scope);
  followPrintedValues(board.draft, keptValues, scope);
  // The board's own ways to change it stay with the models; the screen changes it through theirs.
  const { edit: _edit, replacing: _replacing, refit: _refit, ...boardView } = board;
  return {
    ...boardView,
    ...createBoardChanges(board),
    ...createBoardScoring(board, scope),
    ...createSavedBoards(storage, board, keptValues),
    ...createBoardFiles(board),
    ...kept,
    keptValues,
    /** The area whose counts are being entered. */
    selectedArea: signal<BoardAreaId>('castillo'),
    /** Stops the model's effects: nothing is scored or kept on this device afterwards. */
    dispose: scope.dispose,
  };
}

export type CalculatorModel = ReturnType<typeof createCalculatorModel>;
