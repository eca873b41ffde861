import { useMemo } from 'preact/hooks';
import type { CalculatorModel } from '../../../calculator/calculatorModel';
import { type DraftPartsProps, draftShowing, sameDraftParts } from '../../../calculator/draft';
import { enteredValueAreas, moduleChoices, tableOf } from '../../../calculator/draftTable';
import { message } from '../../../i18n/speech';
import { MODULE_BOARD_FIELDS } from '../../../snapshot/format2/checkSwitches';
import { memoBy } from '../../components/memoBy';
import { ModuleReadings } from './ModuleReadings';
import { ModuleSwitches } from './ModuleSwitches';
import { PrintedValues } from './PrintedValues';
import { TableState } from './TableState';

/** The variants and expansions this table plays, their readings, and what they add to the table. */
export function ModulesPanel({ model }: { model: CalculatorModel }) {
  const { snapshot, names } = useMemo(() => draftShowing(model.draft, sameModulesParts), [model]).value;
  return <ModulesForm model={model} snapshot={snapshot} names={names} />;
}

// The modules on, and every field they switch on (the table state and printed values shown here).
const sameModulesParts = sameDraftParts(['edition', 'modules', 'rules', 'players', ...MODULE_BOARD_FIELDS]);

const ModulesForm = memoBy<DraftPartsProps<CalculatorModel>>(function ModulesForm({ model, snapshot, names }) {
  const table = tableOf(snapshot);
  const modules = snapshot.modules ?? [];
  return (
    <section class="panel" aria-labelledby="modules-heading">
      <h2 id="modules-heading">{message('modules.label')}</h2>
      <ModuleSwitches model={model} choices={moduleChoices(snapshot.edition, modules)} />
      <PrintedValues
        model={model}
        edition={snapshot.edition}
        areas={enteredValueAreas(table)}
        values={snapshot.printedValues}
      />
      <TableState model={model} snapshot={snapshot} names={names} table={table} />
      <ModuleReadings model={model} modules={modules} optionIds={table.optionIds} rules={snapshot.rules} />
    </section>
  );
}, sameModulesParts);
