import { Stepper } from '../../components/Stepper';
import type { CalculatorModel } from '../calculatorModel';
import type { DeliveryJson } from '../draft';

/** Gold and Wares each player brought to Spain: a stepper per disc kind and player. */
export function Deliveries({
  model,
  players,
  deliveries,
}: {
  model: CalculatorModel;
  players: readonly string[];
  deliveries: Readonly<Record<string, DeliveryJson>>;
}) {
  return (
    <fieldset class="deliveries">
      <legend>Discs brought to Spain</legend>
      {players.map((id) =>
        (['gold', 'wares'] as const).map((disc) => (
          <div class="entry-row" key={`${id} ${disc}`}>
            <span class={`swatch swatch-${id}`} aria-hidden="true" />
            <span class="entry-name">
              {model.nameOf(id)}: {disc === 'gold' ? 'Gold' : 'Wares'}
            </span>
            <Stepper
              label={`${model.nameOf(id)}'s ${disc === 'gold' ? 'Gold' : 'Wares'}`}
              value={deliveries[id]?.[disc] ?? 0}
              onChange={(d) => model.changeDelivery(id, disc, d)}
            />
          </div>
        )),
      )}
    </fieldset>
  );
}
