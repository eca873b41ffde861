import { CABALLEROS_PER_PLAYER } from '../../rules/board/pieces';
import { EDITIONS } from '../../rules/editions';
import { Stepper } from '../components/Stepper';
import type { CalculatorModel } from './calculatorModel';

/** Steppers for every colour's caballeros in the area selected on the map. */
export function AreaEntry({ model }: { model: CalculatorModel }) {
  const { snapshot } = model.draft.value;
  const area = model.selectedArea.value;
  const areaName = EDITIONS[snapshot.edition].areaName(area);
  return (
    <section class="panel area-entry" aria-labelledby="area-entry-heading">
      <h3 id="area-entry-heading">Caballeros in {areaName}</h3>
      {[...snapshot.players, ...snapshot.neutral].map((id) => {
        const count = model.countOf(area, id);
        const label = `${model.nameOf(id)} in ${areaName}`;
        return (
          <div class="entry-row" key={id}>
            <span class={`swatch swatch-${id}`} aria-hidden="true" />
            <span class="entry-name">{model.nameOf(id)}{snapshot.neutral.includes(id) ? ' (neutral)' : ''}</span>
            <Stepper label={label} value={count} max={count + CABALLEROS_PER_PLAYER - model.totalOf(id)} onChange={(d) => model.changeCount(area, id, d)} />
          </div>
        );
      })}
    </section>
  );
}
