import type { CalculatorModel } from '../../calculator/calculatorModel';
import { say } from '../../i18n/speech';

/** What the last replacement or removal did (a board cleared, loaded, imported or deleted), with its way back. */
export function UndoReplaced({ model }: { model: CalculatorModel }) {
  const last = model.lastReplaced.value;
  if (!last) return null;
  return (
    <div class="field-row undo-replaced" role="status">
      <span class="grow">{say(last.done)}</span>
      <button type="button" class="secondary" onClick={() => void model.undoReplaced()}>
        {say(last.undoLabel)}
      </button>
    </div>
  );
}
