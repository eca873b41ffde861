import {
  BLACK_IDS,
  type BoardAreaId,
  EDITIONS,
  type ModuleField,
  type ModuleTable,
  REGION_IDS,
  type RegionId,
} from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Select } from '../../components/Select';
import type { CalculatorModel } from '../calculatorModel';
import { nameAtTable, type SnapshotJson } from '../draft';
import { HOLDER_LABELS } from '../moduleWords';

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
  const edition = EDITIONS[snapshot.edition];
  const players = snapshot.players.map((id) => ({ id, label: nameAtTable(names, id) }));
  // Where the Limit table may stand, as the module table says.
  const regions = table.areas
    .filter((a) => a.type === 'region' && !a.closedToLimitTable)
    .map((a) => ({ id: a.id, label: edition.areaName(a.id) }));
  const nine = REGION_IDS.map((id) => ({ id, label: edition.areaName(id) }));
  const has = (field: ModuleField) => table.fields.has(field);
  return (
    <div class="field-row table-state">
      {BLACK_IDS.filter((id) => table.black[id] && has(id)).map((id) => (
        <Select<string>
          key={id}
          label={HOLDER_LABELS[id]}
          value={snapshot[id]?.holder ?? undefined}
          none="nobody"
          options={players}
          onChange={(holder) => model.setHolder(id, holder)}
        />
      ))}
      {has('limitTable') && (
        <Select<BoardAreaId>
          label="Limit table in"
          value={snapshot.limitTable?.area}
          none="not on the board"
          options={regions}
          onChange={(area) => model.setLimitTableArea(area)}
        />
      )}
      {has('granada') && (
        <ChoiceGroup<'muslim' | 'conquered'>
          label="Granada is"
          value={snapshot.granada}
          options={[
            { id: 'muslim', label: 'Muslim (never scored)' },
            { id: 'conquered', label: 'Conquered' },
          ]}
          onChange={(state) => model.setGranada(state)}
        />
      )}
      {has('quarantine') && (
        <Select<RegionId>
          label="Quarantined region (card 93)"
          value={snapshot.quarantine}
          none="none"
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
          A Conspiracy card waits for this general scoring
        </button>
      )}
      {has('revolution') && (
        <Select<string>
          label="Grande/King (Revolution)"
          value={snapshot.revolution?.grande}
          none="nobody"
          options={players}
          onChange={(grande) => model.setRevolution(grande)}
        />
      )}
    </div>
  );
}
