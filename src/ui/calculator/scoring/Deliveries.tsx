import type { CalculatorModel } from '../../../calculator/calculatorModel';
import type { DeliveryJson } from '../../../calculator/draft';
import { message } from '../../../i18n/speech';
import { Stepper } from '../../components/Stepper';

/** Gold and Wares each player brought to Spain: a stepper per disc kind and player. */
export function Deliveries({
  model,
  players,
  deliveries,
}: {
  model: CalculatorModel;
  players: readonly string[];
  deliveries: Readonly<Partial<Record<string, DeliveryJson>>>;
}) {
  return (
    <fieldset class="deliveries">
      <legend>{message('calc.deliveries')}</legend>
      {players.map((id) =>
        (['gold', 'wares'] as const).map((disc) => (
          <div class="entry-row" key={`${id} ${disc}`}>
            <span class={`swatch swatch-${id}`} aria-hidden="true" />
            <span class="entry-name">{message('calc.delivery', { who: model.nameOf(id), disc })}</span>
            <Stepper
              label={message('calc.deliveryOf', { who: model.nameOf(id), disc })}
              value={deliveries[id]?.[disc] ?? 0}
              onChange={(d) => model.changeDelivery(id, disc, d)}
            />
          </div>
        )),
      )}
    </fieldset>
  );
}
