import { useState } from 'preact/hooks';
import type { CalculatorModel } from '../../../calculator/calculatorModel';
import type { InterludeMoveJson, SnapshotJson } from '../../../calculator/draft';
import { idsOnTable } from '../../../calculator/draftTable';
import { message, say } from '../../../i18n/speech';
import {
  areaWords,
  type BoardAreaId,
  type EditionId,
  type ModuleTable,
  REGION_IDS,
  type RegionId,
} from '../../../rules';
import { LIST_BOUNDS } from '../../../snapshot/listBounds';
import { memoBy } from '../../components/memoBy';
import { Select } from '../../components/Select';
import { Stepper } from '../../components/Stepper';

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
  const disks = table.areas.flatMap((a) =>
    a.diskTarget ? [{ id: a.id, label: say(areaWords(snapshot.edition, a.id)) }] : [],
  );
  const asked = model.disksAsked.value;
  const score = snapshot.score.kind === 'general' ? snapshot.score : undefined;
  const field = model.problemField.value ?? '';
  const arrivals = score?.limitTableArrivals;
  const inCastillo = idsOnTable(snapshot, table).filter((id) => (snapshot.pieces.castillo?.[id] ?? 0) > 0);
  return (
    <>
      <fieldset class="destinations">
        <legend>{message('calc.disks')}</legend>
        {asked.length === 0 && <p class="hint">{message('calc.disks.none')}</p>}
        {asked.map((id) => (
          <Select<BoardAreaId>
            key={id}
            label={message('calc.diskOf', { who: model.nameOf(id) })}
            value={snapshot.castilloDestinations[id]}
            none={message('calc.disks.choose')}
            options={disks}
            onChange={(r) => model.setDestination(id, regionOf(r))}
          />
        ))}
      </fieldset>
      {table.fields.has('limitTableArrivals') && (arrivals || field.startsWith('score.limitTableArrivals')) && (
        <fieldset class="limit-arrivals">
          <legend>{message('calc.arrivals')}</legend>
          {inCastillo.map((id) => (
            <div class="entry-row" key={id}>
              <span class={`swatch swatch-${id}`} aria-hidden="true" />
              <span class="entry-name">{model.nameOf(id)}</span>
              <Stepper
                label={message('calc.arrivals.who', { who: model.nameOf(id) })}
                value={arrivals?.[id] ?? 0}
                onChange={(d) => model.changeArrivals(id, d)}
              />
            </div>
          ))}
          {arrivals && (
            <button type="button" class="secondary" onClick={() => model.clearArrivals()}>
              {message('calc.arrivals.clear')}
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
  const areaName = (area: BoardAreaId) => say(areaWords(snapshot.edition, area));
  const regions = table.areas.flatMap((a) => (a.type === 'region' ? [{ id: a.id, label: areaName(a.id) }] : []));
  const targets = [...regions, { id: 'castillo' as const, label: areaName('castillo') }];
  const ids = idsOnTable(snapshot, table).map((id) => ({ id, label: model.nameOf(id) }));
  const [who, setWho] = useState<string>();
  const [from, setFrom] = useState<BoardAreaId>();
  const [to, setTo] = useState<BoardAreaId>();
  const [count, setCount] = useState(1);
  return (
    <fieldset class="interlude-moves">
      <legend>{message('calc.moves')}</legend>
      <ol>
        {moves.map((move, index) => (
          <MoveRow key={index} model={model} edition={snapshot.edition} move={move} index={index} />
        ))}
      </ol>
      <div class="field-row">
        <Select<string>
          label={message('calc.moves.whose')}
          value={who}
          none={message('calc.moves.choose')}
          options={ids}
          onChange={setWho}
        />
        <Select<BoardAreaId>
          label={message('calc.moves.from')}
          value={from}
          none={message('calc.moves.choose')}
          options={regions}
          onChange={setFrom}
        />
        <Select<BoardAreaId>
          label={message('calc.moves.to')}
          value={to}
          none={message('calc.moves.choose')}
          options={targets}
          onChange={setTo}
        />
        <Stepper
          label={message('calc.moves.count')}
          value={count}
          min={1}
          onChange={(d) => setCount(Math.max(1, count + d))}
        />
        <button
          type="button"
          disabled={!who || !from || !to || moves.length >= LIST_BOUNDS.interludeMoves}
          onClick={() => who && from && to && model.addMove({ id: who, from, to, count })}
        >
          {message('calc.moves.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** One move in the list: drawn again only when that move, or its place in the list, changed. */
type MoveRowProps = {
  readonly model: CalculatorModel;
  readonly edition: EditionId;
  readonly move: InterludeMoveJson;
  readonly index: number;
};
const MoveRow = memoBy<MoveRowProps>(
  function MoveRow({ model, edition, move, index }) {
    const areaName = (area: BoardAreaId) => say(areaWords(edition, area));
    return (
      <li>
        {message('calc.moves.move', {
          who: model.nameOf(move.id),
          count: move.count,
          from: areaName(move.from),
          to: areaName(move.to),
        })}{' '}
        <button type="button" class="secondary" onClick={() => model.removeMove(index)}>
          {message('calc.moves.remove', { number: index + 1 })}
        </button>
      </li>
    );
  },
  (a, b) => a.model === b.model && a.edition === b.edition && a.move === b.move && a.index === b.index,
);
