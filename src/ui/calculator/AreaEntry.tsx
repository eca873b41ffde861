import { computed } from '@preact/signals';
import { useId, useMemo, useState } from 'preact/hooks';
import type { CalculatorModel } from '../../calculator/calculatorModel';
import { entryAreas } from '../../calculator/draftTable';
import { message } from '../../i18n/speech';
import { areaWords, type BoardAreaId, type Text, words } from '../../rules';
import { Feedback } from '../components/Feedback';
import { AreaExtras } from './AreaExtras';
import { CountStepper } from './CountStepper';
import { parseCounts } from './parseCounts';

/**
 * Every colour's caballeros in the area selected on the map: steppers one at a time, or all the
 * counts typed at once in seat order ("3 2 0 1"), which is the quickest way to enter a whole board.
 * Counts typed as one digit each ("3201") move on to the next area at once, as Enter does, so a
 * board is typed area after area without going back to the map.
 *
 * A tapped count redraws its own row only: the entry reads the parts of the draft that a count leaves
 * as they were (the edition, the seats, the table), and each row its own count and top.
 */
export function AreaEntry({ model }: { model: CalculatorModel }) {
  const edition = model.edition.value;
  const table = model.table.value;
  const areas = entryAreas(table);
  const area = areas.find((a) => a === model.selectedArea.value) ?? 'castillo';
  const areaName = areaWords(edition, area);
  const colours = model.seated.value;
  const neutral = model.neutral.value;
  // The black caballeros that may stand here are typed after the colours, or left as they are.
  const typedIds = model.typedIdsIn(area);
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
    const counts = parseCounts(value, typedIds.length) ?? parseCounts(value, colours.length);
    if (value.trim() === '') return setProblem(undefined);
    if (!counts)
      return setProblem(
        typedIds.length > colours.length
          ? words('calc.typeCountsWithBlack', {
              count: colours.length,
              all: typedIds.length,
              example: colours.map((_, i) => (i === 0 ? 3 : i === 1 ? 2 : 0)).join(' '),
            })
          : words('calc.typeCounts', {
              count: colours.length,
              example: colours.map((_, i) => (i === 0 ? 3 : i === 1 ? 2 : 0)).join(' '),
            }),
      );
    const outcome = model.setCounts(area, counts);
    setProblem(outcome.ok ? undefined : outcome.error.message);
    // One digit per id and nothing else: the area is complete, the next one follows (where the Limit
    // table stands, once who is on it is typed too).
    const complete = /^\d+$/.test(value.trim()) && value.trim().length === typedIds.length;
    if (outcome.ok && complete && model.limitTable.peek()?.area !== area) moveOn();
  };
  return (
    <section class="panel area-entry" aria-labelledby="area-entry-heading">
      <h2 id="area-entry-heading">{message('calc.caballerosIn', { area: areaName })}</h2>
      <AreaExtras model={model} area={area} />
      <div class="field typed-counts">
        <label for={fieldId}>{message('calc.allCounts', { names: typedIds.map(model.nameOf).join(', ') })}</label>
        <TypedCounts
          model={model}
          area={area}
          id={fieldId}
          next={next !== undefined}
          value={text}
          onInput={type}
          onEnter={moveOn}
        />
      </div>
      <Feedback ok={false} text={problem} />
      {colours.map((id) => (
        <EntryRow
          key={id}
          model={model}
          area={area}
          id={id}
          note={neutral.includes(id) ? ` ${message('calc.neutralNote')}` : ''}
        />
      ))}
      {model.blackIdsIn(area).map((id) => (
        <EntryRow key={id} model={model} area={area} id={id} note={` ${message('calc.blackNote')}`} />
      ))}
      {next && (
        <button type="button" class="secondary" onClick={moveOn}>
          {message('calc.nextArea', { area: areaWords(edition, next) })}
        </button>
      )}
    </section>
  );
}

/**
 * The field for all of an area's counts at once. Its hint shows the area's counts as the map does, one
 * frame behind a tap: only the field follows them, not the whole entry.
 */
function TypedCounts({
  model,
  area,
  id,
  next,
  value,
  onInput,
  onEnter,
}: {
  model: CalculatorModel;
  area: BoardAreaId;
  id: string;
  next: boolean;
  value: string;
  onInput: (value: string) => void;
  onEnter: () => void;
}) {
  return (
    <input
      id={id}
      inputMode="numeric"
      autoComplete="off"
      enterKeyHint={next ? 'next' : 'done'}
      value={value}
      placeholder={model
        .typedIdsIn(area)
        .map((id) => model.mappedCountOf(area, id))
        .join(' ')}
      onInput={(e) => onInput(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onEnter();
      }}
    />
  );
}

/**
 * One colour's stepper in the area. Its count and top are computed values handed to the stepper, which
 * writes them into the page itself: a tap redraws no row, not even the one tapped.
 */
function EntryRow({ model, area, id, note }: { model: CalculatorModel; area: BoardAreaId; id: string; note: string }) {
  const count = useMemo(() => computed(() => model.countOf(area, id)), [model, area, id]);
  const most = useMemo(() => computed(() => model.mostOf(area, id)), [model, area, id]);
  const name = model.nameOf(id);
  return (
    <div class="entry-row">
      <span class={`swatch swatch-${id}`} aria-hidden="true" />
      {/* One text: a tap redraws the count, not the name beside it. */}
      <span class="entry-name">{`${name}${note}`}</span>
      <CountStepper
        label={message('problem.piecesIn', { who: name, area: areaWords(model.edition.value, area) })}
        value={count}
        max={most}
        onChange={(d) => model.changeCount(area, id, d)}
      />
    </div>
  );
}
