import { signal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../../i18n/speech';
import { LIMITS, MODULES, ok, type Result, readWholeNumber, ruleRefShortWords, type ScoreValues } from '../../../rules';
import type { SetupPart } from '../types';

/** The three places France pays, in the order its piece prints them. */
const PLACES = ['first', 'second', 'third'] as const;

/** The highest value a France piece may show, as the engine takes it. */
const MOST = LIMITS.printedValue;

/** France's values as typed: the first starts at the rulebook's 3, the others wait for what the table's piece shows. */
const FRANCE_VALUES_TYPED: readonly string[] = ['3', '', ''];

/** One place's value as typed, or why it is not one, naming the place and the bound. */
const readFrancePlace = (typed: string, place: (typeof PLACES)[number]): Result<number> =>
  readWholeNumber(typed, MOST, message('france.valueWhat', { place }));

/**
 * The three values typed, read as whole numbers, or the first that is not one in a player's words. Whether
 * they may stand together (never rising) is the engine's to say when the game starts.
 */
function readFranceValues(typed: readonly string[]): Result<ScoreValues> {
  const values: number[] = [];
  for (const [i, place] of PLACES.entries()) {
    const read = readFrancePlace(typed[i] ?? '', place);
    if (!read.ok) return read;
    values.push(read.value);
  }
  const [first = 0, second = 0, third = 0] = values;
  return ok([first, second, third]);
}

/**
 * France's printed values (1995 variant), asked only when France is chosen: the rulebook gives the first place
 * value alone, so the table types all three as its France piece shows them.
 */
function SetupFranceValues({
  typed,
  onTyped,
}: {
  typed: readonly string[];
  onTyped: (typed: readonly string[]) => void;
}) {
  const uid = useId();
  const ref = MODULES['france-1995'].refs[0];
  return (
    <div
      class="field-row france-values"
      role="group"
      aria-labelledby={`${uid}-legend`}
      aria-describedby={`${uid}-hint`}
    >
      <span id={`${uid}-legend`} class="choice-label">
        {message('france.legend')}
      </span>
      {PLACES.map((place, i) => {
        // Any length is taken as typed: a value past the bound is refused here, naming it, never cut to fit.
        const text = typed[i] ?? '';
        const read = text.trim() === '' ? undefined : readFrancePlace(text, place);
        return (
          <div class="field" key={place}>
            <label for={`${uid}-${place}`}>{message('france.placeValue', { place })}</label>
            <input
              id={`${uid}-${place}`}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              aria-invalid={read !== undefined && !read.ok}
              aria-describedby={read && !read.ok ? `${uid}-${place}-problem` : undefined}
              value={text}
              onInput={(e) => {
                const now = e.currentTarget.value;
                onTyped(PLACES.map((_, j) => (j === i ? now : (typed[j] ?? ''))));
              }}
            />
            {read && !read.ok && (
              <span id={`${uid}-${place}-problem`} class="hint" role="status">
                {say(read.error.message)}.
              </span>
            )}
          </div>
        );
      })}
      <p id={`${uid}-hint`} class="hint">
        {message('france.hint', { max: MOST })}
        {ref && <span class="rules"> {message('setup.rule', { rule: ruleRefShortWords(ref) })}</span>}
      </p>
    </div>
  );
}

/**
 * France's printed values as a part of the new-game screen: a value that is not a whole number is refused
 * there, in words; whether the three may stand together is the engine's to say.
 */
export function franceValuesPart(): SetupPart {
  const typed = signal<readonly string[]>(FRANCE_VALUES_TYPED);
  return {
    field: 'printedValues',
    Control: () => <SetupFranceValues typed={typed.value} onTyped={(now) => (typed.value = now)} />,
    read() {
      const values = readFranceValues(typed.value);
      return values.ok ? ok({ printedValues: { france: values.value } }) : values;
    },
  };
}
