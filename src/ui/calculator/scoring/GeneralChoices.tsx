import { useState } from 'preact/hooks';
import { type BoardAreaId, EDITIONS, type ModuleTable, REGION_IDS, type RegionId } from '../../../rules';
import { Select } from '../../components/Select';
import { Stepper } from '../../components/Stepper';
import type { CalculatorModel } from '../calculatorModel';
import type { InterludeMoveJson, SnapshotJson } from '../draft';
import { idsOnTable } from '../draftTable';

/**
 * What a general scoring needs decided: the secret disks the snapshot reader asks for, who goes onto a
 * full Limit table, and Free choice moves made inside the scoring.
 */
export function GeneralChoices({
  model,
  snapshot,
  table,
}: {
  model: CalculatorModel;
  snapshot: SnapshotJson;
  table: ModuleTable;
}) {
  const edition = EDITIONS[snapshot.edition];
  const disks = table.areas.flatMap((a) => (a.diskTarget ? [{ id: a.id, label: edition.areaName(a.id) }] : []));
  const asked = model.disksAsked.value;
  const score = snapshot.score.kind === 'general' ? snapshot.score : undefined;
  const field = model.problemField.value ?? '';
  const arrivals = score?.limitTableArrivals;
  const inCastillo = idsOnTable(snapshot, table).filter((id) => (snapshot.pieces.castillo?.[id] ?? 0) > 0);
  return (
    <>
      <fieldset class="destinations">
        <legend>Castillo caballeros go to (secret disks)</legend>
        {asked.length === 0 && <p class="hint">Nobody has caballeros in the Castillo.</p>}
        {asked.map((id) => (
          <Select<BoardAreaId>
            key={id}
            label={`${model.nameOf(id)}'s disk`}
            value={snapshot.castilloDestinations[id]}
            none="choose a region"
            options={disks}
            onChange={(r) => model.setDestination(id, regionOf(r))}
          />
        ))}
      </fieldset>
      {table.fields.has('limitTableArrivals') && (arrivals || field.startsWith('score.limitTableArrivals')) && (
        <fieldset class="limit-arrivals">
          <legend>Castillo caballeros put on the Limit table</legend>
          {inCastillo.map((id) => (
            <div class="entry-row" key={id}>
              <span class={`swatch swatch-${id}`} aria-hidden="true" />
              <span class="entry-name">{model.nameOf(id)}</span>
              <Stepper
                label={`${model.nameOf(id)} onto the Limit table`}
                value={arrivals?.[id] ?? 0}
                onChange={(d) => model.changeArrivals(id, d)}
              />
            </div>
          ))}
          {arrivals && (
            <button type="button" class="secondary" onClick={() => model.clearArrivals()}>
              No choice to make
            </button>
          )}
        </fieldset>
      )}
      {table.fields.has('interludeMoves') && score && (
        <InterludeMoves model={model} snapshot={snapshot} table={table} moves={score.interludeMoves ?? []} />
      )}
    </>
  );
}

/** A disk names one of the nine regions. */
const regionOf = (area: BoardAreaId | undefined): RegionId | undefined => REGION_IDS.find((r) => r === area);

/** Grandissimo's Free choice: moves made after the Castillo empties, before the regions are scored. */
function InterludeMoves({
  model,
  snapshot,
  table,
  moves,
}: {
  model: CalculatorModel;
  snapshot: SnapshotJson;
  table: ModuleTable;
  moves: readonly InterludeMoveJson[];
}) {
  const edition = EDITIONS[snapshot.edition];
  const regions = table.areas.flatMap((a) =>
    a.type === 'region' ? [{ id: a.id, label: edition.areaName(a.id) }] : [],
  );
  const targets = [...regions, { id: 'castillo' as const, label: edition.areaName('castillo') }];
  const ids = idsOnTable(snapshot, table).map((id) => ({ id, label: model.nameOf(id) }));
  const [who, setWho] = useState<string>();
  const [from, setFrom] = useState<BoardAreaId>();
  const [to, setTo] = useState<BoardAreaId>();
  const [count, setCount] = useState(1);
  return (
    <fieldset class="interlude-moves">
      <legend>Free choice: moves inside the scoring</legend>
      <ol>
        {moves.map((m, i) => (
          <li key={`${i} ${m.id}`}>
            {model.nameOf(m.id)}: {m.count} from {edition.areaName(m.from)} to {edition.areaName(m.to)}{' '}
            <button type="button" class="secondary" onClick={() => model.removeMove(i)}>
              Remove move {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <div class="field-row">
        <Select<string> label="Whose caballeros" value={who} none="choose" options={ids} onChange={setWho} />
        <Select<BoardAreaId> label="From" value={from} none="choose" options={regions} onChange={setFrom} />
        <Select<BoardAreaId> label="To" value={to} none="choose" options={targets} onChange={setTo} />
        <Stepper label="Caballeros moved" value={count} min={1} onChange={(d) => setCount(Math.max(1, count + d))} />
        <button
          type="button"
          disabled={!who || !from || !to}
          onClick={() => who && from && to && model.addMove({ id: who, from, to, count })}
        >
          Add move
        </button>
      </div>
    </fieldset>
  );
}
