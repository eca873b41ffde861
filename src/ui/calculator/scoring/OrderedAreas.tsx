import type { CalculatorModel } from '../../../calculator/calculatorModel';
import { message, say } from '../../../i18n/speech';
import { areaWords, type BoardAreaId, type EditionId } from '../../../rules';

/**
 * The areas a card scores one after another, in the order the table taps them: a tap adds an area at
 * the end of the order, a second tap takes it out.
 */
export function OrderedAreas({
  model,
  edition,
  areas,
  chosen,
}: {
  model: CalculatorModel;
  edition: EditionId;
  areas: readonly BoardAreaId[];
  chosen: readonly BoardAreaId[];
}) {
  const name = (area: BoardAreaId) => say(areaWords(edition, area));
  return (
    <fieldset class="ordered-areas">
      <legend>{message('calc.ordered')}</legend>
      <p class="hint" aria-live="polite">
        {chosen.length === 0
          ? message('calc.ordered.none')
          : chosen.map((a, i) => message('calc.ordered.place', { place: i + 1, area: name(a) })).join(', ')}
      </p>
      <div class="choice-group">
        {areas.map((area) => {
          const place = chosen.indexOf(area);
          return (
            <button
              key={area}
              type="button"
              class={place >= 0 ? 'choice is-chosen' : 'choice'}
              aria-pressed={place >= 0}
              // One name whether chosen or not, so the same button is found again to take it out.
              aria-label={name(area)}
              onClick={() => model.toggleScoredArea(area)}
            >
              {place >= 0 ? message('calc.ordered.place', { place: place + 1, area: name(area) }) : name(area)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
