import { useState } from 'preact/hooks';
import type { CalculatorModel, ListedBoard } from '../../calculator/calculatorModel';
import { message, say } from '../../i18n/speech';
import { DeleteAsking } from '../components/DeleteAsking';
import { memoBy } from '../components/memoBy';

/**
 * The boards saved on this device, each to load or delete; one that cannot be read is named with why,
 * and can only be discarded. Drawn again only when the list changes (it reads the list's signal itself),
 * not when the panel around it does.
 */
export const SavedBoards = memoBy<SavedBoardsProps>(
  SavedBoardList,
  (a, b) => a.model === b.model && a.onLoad === b.onLoad,
);

type SavedBoardsProps = { readonly model: CalculatorModel; readonly onLoad: (board: ListedBoard) => void };

function SavedBoardList({ model, onLoad }: SavedBoardsProps) {
  const [confirming, setConfirming] = useState<string>();
  const boards = model.boards.value;
  if (boards.length === 0) return null;
  return (
    <ul class="saved-boards" aria-label={message('boards.saved.label')}>
      {boards.map((board) =>
        board.read.ok ? (
          <li key={board.id}>
            <span>{board.name}</span>
            {confirming === `load ${board.id}` ? (
              <>
                <button
                  type="button"
                  class="danger"
                  onClick={() => {
                    onLoad(board);
                    setConfirming(undefined);
                  }}
                >
                  {message('boards.confirmLoad', { name: board.name })}
                </button>
                <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                  {message('boards.keep')}
                </button>
              </>
            ) : (
              <button
                type="button"
                class="secondary"
                onClick={() =>
                  board.read.ok && model.wouldLose(board.read.value) ? setConfirming(`load ${board.id}`) : onLoad(board)
                }
                aria-label={message('boards.loadLabel', { name: board.name })}
              >
                {message('boards.load')}
              </button>
            )}
            <DeleteAsking
              title={board.name}
              asking={confirming === board.id}
              onAsk={() => setConfirming(board.id)}
              onKeep={() => setConfirming(undefined)}
              onDelete={async () => (await model.remove(board), setConfirming(undefined))}
            />
          </li>
        ) : (
          <li key={board.id}>
            <span class="grow">
              {message('boards.unreadable', { name: board.name, why: say(board.read.error.message) })}
            </span>
            <button
              type="button"
              class="danger"
              onClick={() => void model.remove(board)}
              aria-label={message('boards.discardLabel', { name: board.name })}
            >
              {message('boards.discard')}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
