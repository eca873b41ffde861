import { useId, useState } from 'preact/hooks';
import { CABALLEROS_PER_PLAYER, EDITIONS } from '../../rules';
import { Feedback } from '../components/Feedback';
import { Stepper } from '../components/Stepper';
import type { CalculatorModel } from './calculatorModel';
import { parseCounts } from './parseCounts';

/**
 * Every colour's caballeros in the area selected on the map: steppers one at a time, or all the
 * counts typed at once in seat order ("3 2 0 1"), which is the quickest way to enter a whole board.
 */
export function AreaEntry({ model }: { model: CalculatorModel }) {
  const { snapshot } = model.draft.value;
  const area = model.selectedArea.value;
  const areaName = EDITIONS[snapshot.edition].areaName(area);
  const colours = [...snapshot.players, ...snapshot.neutral];
  const [typed, setTyped] = useState<{ area: string; text: string }>({ area, text: '' });
  const [problem, setProblem] = useState<string>();
  const text = typed.area === area ? typed.text : '';
  const fieldId = useId();
  const type = (value: string) => {
    setTyped({ area, text: value });
    const counts = parseCounts(value, colours.length);
    if (value.trim() === '') return setProblem(undefined);
    if (!counts)
      return setProblem(
        `Type ${colours.length} counts in seat order, such as ${colours.map((_, i) => (i === 0 ? 3 : i === 1 ? 2 : 0)).join(' ')}.`,
      );
    const outcome = model.setCounts(area, counts);
    setProblem(outcome.ok ? undefined : outcome.error.message);
  };
  return (
    <section class="panel area-entry" aria-labelledby="area-entry-heading">
      <h3 id="area-entry-heading">Caballeros in {areaName}</h3>
      <div class="field typed-counts">
        <label for={fieldId}>All counts in seat order ({colours.map(model.nameOf).join(', ')})</label>
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={colours.map((id) => model.scoredCountOf(area, id)).join(' ')}
          onInput={(e) => type(e.currentTarget.value)}
        />
      </div>
      <Feedback ok={false} text={problem} />
      {[...snapshot.players, ...snapshot.neutral].map((id) => {
        const count = model.countOf(area, id);
        const label = `${model.nameOf(id)} in ${areaName}`;
        return (
          <div class="entry-row" key={id}>
            <span class={`swatch swatch-${id}`} aria-hidden="true" />
            <span class="entry-name">
              {model.nameOf(id)}
              {snapshot.neutral.includes(id) ? ' (neutral)' : ''}
            </span>
            <Stepper
              label={label}
              value={count}
              max={count + CABALLEROS_PER_PLAYER - model.totalOf(id)}
              onChange={(d) => model.changeCount(area, id, d)}
            />
          </div>
        );
      })}
    </section>
  );
}
