import '../screens.css';
import { useEffect } from 'preact/hooks';
import { AreaEntry } from './AreaEntry';
import { BoardMap } from './BoardMap';
import type { CalculatorModel } from './calculatorModel';
import { FilesPanel } from './FilesPanel';
import { ModulesPanel } from './modules/ModulesPanel';
import { ResultPanel } from './ResultPanel';
import { ScoringPanel } from './ScoringPanel';
import { TablePanel } from './TablePanel';
import { UndoReplaced } from './UndoReplaced';

/** Enter the board as it stands and see every point with its reason. */
export function CalculatorScreen({ model }: { model: CalculatorModel }) {
  useEffect(() => void model.refreshBoards(), [model]);
  return (
    <div class="calculator">
      <div class="calculator-board">
        <BoardMap model={model} />
        <AreaEntry model={model} />
        <ResultPanel model={model} />
      </div>
      <div class="calculator-side">
        <ScoringPanel model={model} />
        <TablePanel model={model} />
        <ModulesPanel model={model} />
        <UndoReplaced model={model} />
        <FilesPanel model={model} />
      </div>
    </div>
  );
}
