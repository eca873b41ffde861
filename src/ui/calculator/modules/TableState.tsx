import type { CalculatorModel } from '../../../calculator/calculatorModel';
import { nameAtTable, type SnapshotJson } from '../../../calculator/draft';
import { message, say } from '../../../i18n/speech';
import {
  areaWords,
  BLACK_IDS,
  type BoardAreaId,
  type ModuleField,
  type ModuleTable,
  REGION_IDS,
  type RegionId,
} from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Select } from '../../components/Select';
import { holderLabel } from '../moduleWords';

/**
 * What the modules on add to the table besides caballeros: who holds the black caballeros, where the
 * Limit table stands, Granada's state, the quarantined region, a waiting Conspiracy, the Grande/King.
 * Only the fields of the modules on are offered.
 */
export function TableState({
  model,
  snapshot,
  names,
  table,
}: {
  model: CalculatorModel;
  snapshot: SnapshotJson;
  names: Record<string, string>;
  table: ModuleTable;
}) {
  const areaName = (area: BoardAreaId) => say(areaWords(snapshot.edition, area));
  const players = snapshot.players.map((id) => ({ id, label: nameAtTable(names, id) }));
  // Where the Limit table may stand, as the module table says.
  const regions = table.areas
    .filter((a) => a.type === 'region' && !a.closedToLimitTable)
    .map((a) => ({ id: a.id, label: areaName(a.id) }));
  const nine = REGION_IDS.map((id) => ({ id, label: areaName(id) }));
  const has = (field: ModuleField) => table.fields.has(field);
  return (
    <div class="field-row table-state">
      {BLACK_IDS.filter((id) => table.black[id] && has(id)).map((id) => (
        <Select<string>
          key={id}
          label={holderLabel(id)}
          value={snapshot[id]?.holder ?? undefined}
          none={message('calc.state.nobody')}
          options={players}
          onChange={(holder) => model.setHolder(id, holder)}
        />
      ))}
      {has('limitTable') && (
        <Select<BoardAreaId>
          label={message('calc.state.limitTableIn')}
          value={snapshot.limitTable?.area}
          none={message('calc.state.offBoard')}
          options={regions}
          onChange={(area) => model.setLimitTableArea(area)}
        />
      )}
      {has('granada') && (
        <ChoiceGroup<'muslim' | 'conquered'>
          label={message('calc.state.granada')}
          value={snapshot.granada}
          options={[
            { id: 'muslim', label: message('calc.state.granada.muslim') },
            { id: 'conquered', label: message('calc.state.granada.conquered') },
          ]}
          onChange={(state) => model.setGranada(state)}
        />
      )}
      {has('quarantine') && (
        <Select<RegionId>
          label={message('calc.state.quarantine')}
          value={snapshot.quarantine}
          none={message('calc.state.noneRegion')}
          options={nine}
          onChange={(region) => model.setQuarantine(region)}
        />
      )}
      {has('conspiracy') && (
        <button
          type="button"
          class={snapshot.conspiracy ? 'choice is-chosen' : 'choice'}
          role="switch"
          aria-checked={snapshot.conspiracy === true}
          onClick={() => model.setConspiracy(snapshot.conspiracy !== true)}
        >
          {message('calc.state.conspiracy')}
        </button>
      )}
      {has('revolution') && (
        <Select<string>
          label={message('calc.state.revolution')}
          value={snapshot.revolution?.grande}
          none={message('calc.state.nobody')}
          options={players}
          onChange={(grande) => model.setRevolution(grande)}
        />
      )}
    </div>
  );
}
