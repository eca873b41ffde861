import { useId, useState } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { areaWords, type Text, words } from '../../rules';
import { Feedback } from '../components/Feedback';
import { Stepper } from '../components/Stepper';
import { AreaExtras } from './AreaExtras';
import type { CalculatorModel } from './calculatorModel';
import { entryAreas } from './draftTable';
import { parseCounts } from './parseCounts';

/**
 * Every colour's caballeros in the area selected on the map: steppers one at a time, or all the
 * counts typed at once in seat order ("3 2 0 1"), which is the quickest way to enter a whole board.
 * Counts typed as one digit each ("3201") move on to the next area at once, as Enter does, so a
 * board is typed area after area without going back to the map.
 */
export function AreaEntry({ model }: { model: CalculatorModel }) {
  const { snapshot } = model.draft.value;
  const table = model.table.value;
  const areas = entryAreas(table);
  const area = areas.find((a) => a === model.selectedArea.value) ?? 'castillo';
  const areaName = areaWords(snapshot.edition, area);
  const colours = [...snapshot.players, ...snapshot.neutral];
  const [typed, setTyped] = useState<{ area: string; text: string }>({ area, text: '' });
  const [problem, setProblem] = useState<Text>();
  const text = typed.area === area ? typed.text : '';
  const fieldId = useId();
  const next = model.nextEntryArea(area);
  const moveOn = () => {
    if (next) model.selectedArea.value = next;
  };
  const type = (value: string) => {
    setTyped({ area, text: value });
    const counts = parseCounts(value, colours.length);
    if (value.trim() === '') return setProblem(undefined);
    if (!counts)
      return setProblem(
        words('calc.typeCounts', {
          count: colours.length,
          example: colours.map((_, i) => (i === 0 ? 3 : i === 1 ? 2 : 0)).join(' '),
        }),
      );
    const outcome = model.setCounts(area, counts);
    setProblem(outcome.ok ? undefined : outcome.error.message);
    // One digit per colour and nothing else: the area is complete, the next one follows.
    if (outcome.ok && /^\d+$/.test(value.trim()) && value.trim().length === colours.length) moveOn();
  };
  /** A stepper's top, as the model says: what the id has left in all, and what the area still holds. */
  const most = (id: string) => model.mostOf(area, id);
  const row = (id: string, note: string) => {
    const label = message('problem.piecesIn', { who: model.nameOf(id), area: areaName });
    return (
      <div class="entry-row" key={id}>
        <span class={`swatch swatch-${id}`} aria-hidden="true" />
        <span class="entry-name">
          {model.nameOf(id)}
          {note}
        </span>
        <Stepper
          label={label}
          value={model.countOf(area, id)}
          max={most(id)}
          onChange={(d) => model.changeCount(area, id, d)}
        />
      </div>
    );
  };
  return (
    <section class="panel area-entry" aria-labelledby="area-entry-heading">
      <h2 id="area-entry-heading">{message('calc.caballerosIn', { area: areaName })}</h2>
      <AreaExtras model={model} area={area} />
      <div class="field typed-counts">
        <label for={fieldId}>{message('calc.allCounts', { names: colours.map(model.nameOf).join(', ') })}</label>
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint={next ? 'next' : 'done'}
          value={text}
          placeholder={colours.map((id) => model.scoredCountOf(area, id)).join(' ')}
          onInput={(e) => type(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            moveOn();
          }}
        />
      </div>
      <Feedback ok={false} text={problem} />
      {colours.map((id) => row(id, snapshot.neutral.includes(id) ? ` ${message('calc.neutralNote')}` : ''))}
      {model.blackIdsIn(area).map((id) => row(id, ` ${message('calc.blackNote')}`))}
      {next && (
        <button type="button" class="secondary" onClick={moveOn}>
          {message('calc.nextArea', { area: areaWords(snapshot.edition, next) })}
        </button>
      )}
    </section>
  );
}
