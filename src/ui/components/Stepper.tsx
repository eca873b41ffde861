import type { ReadonlySignal } from '@preact/signals';
import { message } from '../../i18n/speech';

type Shown<T> = T | ReadonlySignal<T>;

/**
 * The − / + stepper's drawing, with its names for screen readers and `npm run drive`. The count and the
 * buttons' state may be signals, which the page then follows without drawing the stepper again.
 */
export function StepperFrame({
  label,
  value,
  atLeast,
  atMost,
  onChange,
}: {
  label: string;
  value: Shown<number>;
  /** Whether − and + are off: the count at its bottom, at its top. */
  atLeast: Shown<boolean>;
  atMost: Shown<boolean>;
  onChange: (delta: number) => void;
}) {
  return (
    <div class="stepper" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={message('control.fewer', { label })}
        disabled={atLeast}
        onClick={() => onChange(-1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        aria-label={message('control.more', { label })}
        disabled={atMost}
        onClick={() => onChange(1)}
      >
        +
      </button>
    </div>
  );
}

/** A large − / + stepper for a count; the buttons and the value carry names for screen readers. */
export function Stepper({
  label,
  value,
  onChange,
  min = 0,
  max,
}: {
  label: string;
  value: number;
  onChange: (delta: number) => void;
  min?: number;
  max?: number;
}) {
  return (
    <StepperFrame
      label={label}
      value={value}
      atLeast={value <= min}
      atMost={max !== undefined && value >= max}
      onChange={onChange}
    />
  );
}
