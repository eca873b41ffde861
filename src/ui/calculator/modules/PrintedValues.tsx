import { useId, useState } from 'preact/hooks';
import type { CalculatorModel } from '../../../calculator/calculatorModel';
import { message } from '../../../i18n/speech';
import { areaWords, type EditionId, type ExtraAreaId } from '../../../rules';
import { Feedback } from '../../components/Feedback';

/**
 * The values printed on the colony pieces, which the rulebooks do not give: typed once as the table's
 * pieces show them, and kept for every board after.
 */
export function PrintedValues({
  model,
  edition,
  areas,
  values,
}: {
  model: CalculatorModel;
  edition: EditionId;
  areas: readonly { area: ExtraAreaId; min: 1 | 3 }[];
  values: Partial<Record<ExtraAreaId, number[]>> | undefined;
}) {
  if (areas.length === 0) return null;
  return (
    <fieldset class="printed-values">
      <legend>{message('calc.printed.legend')}</legend>
      {areas.map(({ area, min }) => (
        <ValuesField
          key={area}
          label={message('calc.printed.valuesOn', { area: areaWords(edition, area) })}
          min={min}
          values={values?.[area]}
          onValues={(v) => model.setPrintedValues(area, v)}
        />
      ))}
    </fieldset>
  );
}

/** Whole numbers typed apart ("3 2 1", "3,2,1"), or undefined for anything else. */
const parseValues = (text: string): number[] | undefined =>
  /^\s*\d{1,2}([\s,;/]+\d{1,2})*\s*$/.test(text)
    ? text
        .trim()
        .split(/[\s,;/]+/)
        .map(Number)
    : undefined;

function ValuesField({
  label,
  min,
  values,
  onValues,
}: {
  label: string;
  min: 1 | 3;
  values: number[] | undefined;
  onValues: (values: number[]) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={typed ?? values?.join(' ') ?? ''}
        placeholder={message('calc.printed.example', { example: min === 3 ? '3 2 1' : '3' })}
        onInput={(e) => {
          const text = e.currentTarget.value;
          setTyped(text);
          const parsed = parseValues(text);
          if (text.trim() === '') return setProblem(undefined);
          if (!parsed || parsed.length < min || parsed.length > 3)
            return setProblem(message(min === 3 ? 'calc.printed.typeThree' : 'calc.printed.typeCaptain'));
          setProblem(undefined);
          onValues(parsed);
        }}
        onBlur={() => setTyped(undefined)}
      />
      <Feedback ok={false} text={problem} />
    </div>
  );
}
