import { useId, useState } from 'preact/hooks';
import type { CalculatorModel } from '../../calculator/calculatorModel';
import { message } from '../../i18n/speech';
import { type BoardAreaId, ROLE_IDS, type Text, words } from '../../rules';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { Feedback } from '../components/Feedback';
import { Stepper } from '../components/Stepper';
import { parseCounts } from './parseCounts';

/** Stands for an empty special space among the ids that can stand on it. */
const NOBODY = '';

/**
 * What an area holds besides its caballeros, where its modules put something there: who stands on each
 * special space (one tap each), and how many of each colour stand on the Limit table.
 */
export function AreaExtras({ model, area }: { model: CalculatorModel; area: BoardAreaId }) {
  // Read apart from the counts: a count tapped redraws the Limit table's steppers only where it stands.
  const table = model.table.value;
  const ids = model.ids.value;
  const roles = ROLE_IDS.filter((role) => table.roles[role]?.area === area);
  const holders = roles.length > 0 ? model.roles.value : undefined;
  const limitTable = model.limitTable.value;
  const limit = limitTable?.area === area ? limitTable : undefined;
  return (
    <>
      {roles.map((role) => (
        <ChoiceGroup<string>
          key={role}
          label={message('calc.roleSpace', {
            role: words(`role.${role}`),
            points: pointsWords(table.roles[role]?.points),
          })}
          value={holders?.[role] ?? NOBODY}
          options={[
            { id: NOBODY, label: message('calc.nobody') },
            ...ids.map((id) => ({ id, label: model.nameOf(id) })),
          ]}
          onChange={(id) => model.setRole(role, id === NOBODY ? undefined : id)}
        />
      ))}
      {limit && (
        <fieldset class="limit-table">
          <legend>{message('calc.onLimitTable')}</legend>
          <TypedOnTable model={model} area={area} />
          {ids
            .filter((id) => model.countOf(area, id) > 0 || (limit.onTable[id] ?? 0) > 0)
            .map((id) => (
              <div class="entry-row" key={id}>
                <span class={`swatch swatch-${id}`} aria-hidden="true" />
                <span class="entry-name">{model.nameOf(id)}</span>
                <Stepper
                  label={message('problem.onTable', { who: model.nameOf(id) })}
                  value={limit.onTable[id] ?? 0}
                  max={model.countOf(area, id)}
                  onChange={(d) => model.changeOnTable(id, d)}
                />
              </div>
            ))}
        </fieldset>
      )}
    </>
  );
}

/** A special space's points in words: a number, or the area's first value (the Captain's). */
const pointsWords = (points: number | 'first-value' | undefined) =>
  typeof points === 'number' ? String(points) : message('calc.firstValue');

/**
 * Who stands on the Limit table, typed at once in seat order ("3 3 2 2"), black caballeros last where
 * they may stand: one field instead of a tap per caballero. One digit per id moves on to the next area.
 */
function TypedOnTable({ model, area }: { model: CalculatorModel; area: BoardAreaId }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Text>();
  const colours = model.seated.value;
  const ids = model.typedIdsIn(area);
  const type = (value: string) => {
    setText(value);
    if (value.trim() === '') return setProblem(undefined);
    const counts = parseCounts(value, ids.length) ?? parseCounts(value, colours.length);
    if (!counts)
      return setProblem(
        words('calc.typeCounts', { count: colours.length, example: colours.map((_, i) => (i < 2 ? 3 : 2)).join(' ') }),
      );
    const outcome = model.setOnTable(counts);
    setProblem(outcome.ok ? undefined : outcome.error.message);
    // One digit per id: the area is complete, the next one follows, as its counts typed alike do elsewhere.
    const next = model.nextEntryArea(area);
    if (outcome.ok && next && /^\d+$/.test(value.trim()) && value.trim().length === ids.length)
      model.selectedArea.value = next;
  };
  return (
    <div class="field typed-counts">
      <label for={id}>{message('calc.onTableTyped', { names: ids.map(model.nameOf).join(', ') })}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        placeholder={ids.map((who) => model.limitTable.value?.onTable[who] ?? 0).join(' ')}
        onInput={(e) => type(e.currentTarget.value)}
      />
      <Feedback ok={false} text={problem} />
    </div>
  );
}
