import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { LIMITS, ok, type Result, readWholeNumber, type Text } from '../../rules';

/** The places an area's piece may pay, in the order it prints them. */
const PLACES = ['first', 'second', 'third'] as const;
type Place = (typeof PLACES)[number];

/** The highest value a piece may show, as the engine takes it. */
const MOST = LIMITS.printedValue;

/** One place's value as typed, or why it is not one, naming the area, the place and the bound. */
const readPlace = (typed: string, area: Text, place: Place): Result<number> =>
  readWholeNumber(typed, MOST, message('setup.values.what', { area, place }));

/**
 * An area's values as typed, read as whole numbers: the first `min` places must be typed, a later one
 * may be left blank where the piece prints none (then so are those after it). Whether they may stand
 * together (never rising) is the engine's to say when the game starts.
 */
export function readPrintedValues(typed: readonly string[], area: Text, min: number): Result<number[]> {
  const values: number[] = [];
  for (const [i, place] of PLACES.entries()) {
    const text = (typed[i] ?? '').trim();
    const later = typed.slice(i + 1).some((t) => t.trim() !== '');
    if (text === '' && i >= min && !later) break;
    const read = readPlace(text, area, place);
    if (!read.ok) return read;
    values.push(read.value);
  }
  return ok(values);
}

/**
 * The values printed on one area's piece, a field per place: those past `min` are the piece's own to
 * show or not. A value that is not a whole number in bounds is refused beside its field, naming it.
 */
export function PrintedValuesRow({
  area,
  min,
  typed,
  onTyped,
  hint,
}: {
  area: Text;
  min: number;
  typed: readonly string[];
  onTyped: (typed: readonly string[]) => void;
  /** What the table should know of these values; left out where one hint stands under several rows. */
  hint?: string;
}) {
  const uid = useId();
  return (
    <div
      class="field-row printed-values"
      role="group"
      aria-labelledby={`${uid}-legend`}
      aria-describedby={hint === undefined ? undefined : `${uid}-hint`}
    >
      <span id={`${uid}-legend`} class="choice-label">
        {message('setup.values.legend', { area })}
      </span>
      {PLACES.map((place, i) => {
        // Any length is taken as typed: a value past the bound is refused here, naming it, never cut to fit.
        const text = typed[i] ?? '';
        const read = text.trim() === '' ? undefined : readPlace(text, area, place);
        return (
          <div class="field" key={place}>
            <label for={`${uid}-${place}`}>
              {message(i < min ? 'setup.values.place' : 'setup.values.placeIfPrinted', { area, place })}
            </label>
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
      {hint !== undefined && (
        <p id={`${uid}-hint`} class="hint">
          {hint}
        </p>
      )}
    </div>
  );
}
