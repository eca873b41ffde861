import type { CalculatorModel } from '../../calculator/calculatorModel';
import { message, say } from '../../i18n/speech';

/** The board kept from last time, when it cannot be read: what is wrong with it, and a way to let it go. */
export function DamagedDraft({ model }: { model: CalculatorModel }) {
  const why = model.damagedDraft.value;
  if (!why) return null;
  return (
    <div class="panel field-row" role="alert">
      <span class="grow">{message('boards.draftUnreadable', { why: say(why) })}</span>
      <button type="button" class="secondary" onClick={() => void model.discardDamagedDraft()}>
        {message('boards.discardDraft')}
      </button>
    </div>
  );
}
