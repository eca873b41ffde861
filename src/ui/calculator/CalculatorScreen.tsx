import '../screens.css';
import { useEffect } from 'preact/hooks';
import type { CalculatorModel } from '../../calculator/calculatorModel';
import { AreaEntry } from './AreaEntry';
import { BoardMap } from './BoardMap';
import { DamagedDraft } from './DamagedDraft';
import { FilesPanel } from './FilesPanel';
import { ModulesPanel } from './modules/ModulesPanel';
import { ResultPanel } from './ResultPanel';
import { ScoringPanel } from './ScoringPanel';
import { TablePanel } from './TablePanel';
import { UndoReplaced } from './UndoReplaced';

/**
 * Enter the board as it stands and see every point with its reason, in the order a table enters a
 * board: who plays and with what (edition, King, Grandes, modules, printed values), the caballeros in
 * each area, the secret disks and the scoring asked for, then the result; saving and files last.
 */
export function CalculatorScreen({ model }: { model: CalculatorModel }) {
  useEffect(() => void model.refreshBoards(), [model]);
  return (
    <div class="calculator">
      <DamagedDraft model={model} />
      <div class="calculator-setup">
        <TablePanel model={model} />
        <ModulesPanel model={model} />
      </div>
      <div class="calculator-board">
        <BoardMap model={model} />
        <AreaEntry model={model} />
        <ScoringPanel model={model} />
        <ResultPanel model={model} />
      </div>
      <div class="calculator-side">
        <UndoReplaced model={model} />
        <FilesPanel model={model} />
      </div>
    </div>
  );
}
